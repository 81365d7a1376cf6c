# https://github.com/langchain-ai/langgraph/issues/6624 , #6533 : create_react_agent (v2) with two tool calls that both interrupt; get_state().tasks and interrupts; resume by id one at a time; final messages
from langchain_core.language_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class M(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
@tool
def book(item: str) -> str:
    """Book an item after approval."""
    ok = interrupt({"approve": item})
    return f"{item}: {'booked' if ok else 'rejected'}"
model = M(messages=iter([AIMessage("", id="a1", tool_calls=[{"name": "book", "args": {"item": "hotel"}, "id": "c1"}, {"name": "book", "args": {"item": "flight"}, "id": "c2"}]), AIMessage("all done", id="a2")]))
agent = create_react_agent(model, [book], checkpointer=InMemorySaver(), version="v2")
cfg = {"configurable": {"thread_id": "1"}}
out = agent.invoke({"messages": [HumanMessage("trip", id="h")]}, cfg)
print(sorted(i.value["approve"] for i in out["__interrupt__"]))
st = agent.get_state(cfg)
print(st.next, sorted((t.name, t.interrupts[0].value["approve"]) for t in st.tasks))
by = {i.value["approve"]: i.id for i in st.interrupts}
out = agent.invoke(Command(resume={by["flight"]: False}), cfg)
print(sorted(i.value["approve"] for i in out.get("__interrupt__", [])))
st = agent.get_state(cfg)
print(st.next, [m.content for m in st.values["messages"]])
out = agent.invoke(Command(resume={by["hotel"]: True}), cfg)
print([(type(m).__name__, m.content, getattr(m, "tool_call_id", None)) for m in out["messages"]])
print(agent.get_state(cfg).next)
