# https://github.com/CopilotKit/CopilotKit/issues/1964 , supervisor / agent-as-tool reports : a react agent invoked from inside a tool of another react agent, the inner tool interrupting; resume; subgraphs=True stream namespaces
from langchain_core.language_models import FakeMessagesListChatModel
from langchain_core.messages import AIMessage
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver

class M(FakeMessagesListChatModel):
    def bind_tools(self, tools, **kw): return self
@tool
def pay(amount: int) -> str:
    """pay"""
    return "paid " + str(amount) if interrupt({"pay": amount}) == "yes" else "refused"
inner = create_react_agent(M(responses=[AIMessage("", id="i1", tool_calls=[{"name": "pay", "args": {"amount": 5}, "id": "p1"}]), AIMessage("inner done", id="i2")] * 2), [pay], name="inner")
@tool
def delegate(task: str) -> str:
    """delegate"""
    return inner.invoke({"messages": [("user", task)]})["messages"][-1].content
outer = create_react_agent(M(responses=[AIMessage("", id="o1", tool_calls=[{"name": "delegate", "args": {"task": "buy"}, "id": "d1"}]), AIMessage("outer done", id="o2")]), [delegate], checkpointer=InMemorySaver(), name="outer")
cfg = {"configurable": {"thread_id": "1"}}
for ns, ch in outer.stream({"messages": [("user", "go")]}, cfg, stream_mode="updates", subgraphs=True):
    print([x.split(":")[0] for x in ns], {k: ([i.value for i in v] if k == "__interrupt__" else [(type(m).__name__, m.content) for m in v["messages"]]) for k, v in ch.items()})
st = outer.get_state(cfg, subgraphs=True)
print(st.next, [(t.name, [i.value for i in t.interrupts], t.state) for t in st.tasks])
for ns, ch in outer.stream(Command(resume="yes"), cfg, stream_mode="updates", subgraphs=True):
    print([x.split(":")[0] for x in ns], {k: [(type(m).__name__, m.content) for m in v["messages"]] for k, v in ch.items()})
