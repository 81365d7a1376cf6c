# https://github.com/langchain-ai/langgraph/issues/6208 , #6533 : a tool calling interrupt() twice (multi-question HITL) inside create_react_agent; resume twice; tool re-execution count; get_state().interrupts between
from langchain_core.language_models import FakeMessagesListChatModel
from langchain_core.messages import AIMessage
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver

class M(FakeMessagesListChatModel):
    def bind_tools(self, tools, **kw): return self
runs = []
@tool
def form(topic: str) -> str:
    """Fill a form."""
    runs.append(topic)
    name = interrupt({"ask": "name"})
    age = interrupt({"ask": "age", "name": name})
    return f"{topic}: {name}/{age}"
ag = create_react_agent(M(responses=[AIMessage("", id="a1", tool_calls=[{"name": "form", "args": {"topic": "signup"}, "id": "f1"}]), AIMessage("thanks", id="a2")]), [form], checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
out = ag.invoke({"messages": [("user", "sign me up")]}, cfg)
print([i.value for i in out["__interrupt__"]], ag.get_state(cfg).next)
out = ag.invoke(Command(resume="Ann"), cfg)
print([i.value for i in out["__interrupt__"]], [i.value for i in ag.get_state(cfg).interrupts])
out = ag.invoke(Command(resume=33), cfg)
print([(type(m).__name__, m.content) for m in out["messages"]], runs)
print([(h.metadata["step"], h.next, [len(t.interrupts) for t in h.tasks]) for h in ag.get_state_history(cfg)])
