# https://github.com/langchain-ai/langgraph/issues/6624 , #6533 : two parallel tool calls in create_react_agent (v2: one Send per call) both interrupting; get_state().tasks/interrupts; resume with an id map, one at a time
from langchain_core.language_models import FakeMessagesListChatModel
from langchain_core.messages import AIMessage
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver

class M(FakeMessagesListChatModel):
    def bind_tools(self, tools, **kw): return self
@tool
def approve(item: str) -> str:
    """Ask approval."""
    return f"{item}: " + interrupt({"approve": item})
def fm(ms): return [(type(m).__name__, m.content, getattr(m, "tool_call_id", None)) for m in ms]
ag = create_react_agent(M(responses=[AIMessage("", id="a1", tool_calls=[{"name": "approve", "args": {"item": "A"}, "id": "cA"}, {"name": "approve", "args": {"item": "B"}, "id": "cB"}]), AIMessage("all done", id="a2")]), [approve], checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
out = ag.invoke({"messages": [("user", "go")]}, cfg)
print(sorted(i.value["approve"] for i in out["__interrupt__"]), fm(out["messages"]))
st = ag.get_state(cfg)
print(st.next, sorted((t.name, str(t.path[:1]), [i.value["approve"] for i in t.interrupts]) for t in st.tasks))
by_item = {i.value["approve"]: i.id for i in st.interrupts}
try:
    ag.invoke(Command(resume="plain"), cfg)
except Exception as e:
    print(type(e).__name__, str(e)[:120])
out = ag.invoke(Command(resume={by_item["B"]: "no"}), cfg)
print(sorted(i.value["approve"] for i in out.get("__interrupt__", [])), fm(out["messages"]))
st = ag.get_state(cfg); print(st.next, [i.value for i in st.interrupts])
out = ag.invoke(Command(resume={by_item["A"]: "yes"}), cfg)
print(fm(out["messages"]), "__interrupt__" in out)
print([(h.metadata["source"], h.metadata["step"], h.next) for h in ag.get_state_history(cfg)])
