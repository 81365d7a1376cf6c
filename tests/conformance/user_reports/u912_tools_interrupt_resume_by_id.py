# https://github.com/langchain-ai/docs/pull/2701 : a create_react_agent(version="v2") whose two parallel tool calls both interrupt(); the interrupts at the pause (values sorted), resuming both at once with Command(resume={id: value}), and resuming a second pair one id at a time (next and pending interrupts in between)
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
class Model(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
@tool
def book(item: str) -> str:
    """book"""
    answer = interrupt({"confirm": item})
    return "%s: %s" % (item, answer)
def calls(*items):
    return [{"name": "book", "args": {"item": i}, "id": "c-" + i, "type": "tool_call"} for i in items]
model = Model(messages=iter([AIMessage("", id="a1", tool_calls=calls("hotel", "flight")), AIMessage("booked", id="a2"), AIMessage("", id="a3", tool_calls=calls("car", "train")), AIMessage("booked again", id="a4")]))
agent = create_react_agent(model, [book], version="v2", checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
out = agent.invoke({"messages": [HumanMessage("book trip", id="h1")]}, cfg)
ints = out["__interrupt__"]
print(sorted(i.value["confirm"] for i in ints))
st = agent.get_state(cfg)
print(st.next, sorted(i.value["confirm"] for i in st.interrupts))
out = agent.invoke(Command(resume={i.id: "yes-" + i.value["confirm"] for i in ints}), cfg)
print([(type(m).__name__, m.content) for m in out["messages"]], out.get("__interrupt__"))
out = agent.invoke({"messages": [HumanMessage("book more", id="h2")]}, cfg)
ints = sorted(out["__interrupt__"], key=lambda i: i.value["confirm"])
out = agent.invoke(Command(resume={ints[0].id: "ok"}), cfg)
print(sorted(i.value["confirm"] for i in out["__interrupt__"]), agent.get_state(cfg).next)
out = agent.invoke(Command(resume={ints[1].id: "fine"}), cfg)
print([(type(m).__name__, m.content) for m in out["messages"]][-3:], out.get("__interrupt__"))
