# https://github.com/langchain-ai/langgraph/issues/6338 (create_agent in a node) / create_react_agent with scripted model
import warnings
warnings.simplefilter("ignore")
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.prebuilt import create_react_agent, ToolNode

class FakeModel(GenericFakeChatModel):
    def bind_tools(self, tools, **kwargs):
        return self

@tool
def add(a: int, b: int) -> int:
    """Add two numbers."""
    return a + b

@tool
def fail(x: str) -> str:
    """Always fails."""
    raise ValueError("tool broke: " + x)

model = FakeModel(messages=iter([
    AIMessage("", id="a1", tool_calls=[{"name": "add", "args": {"a": 2, "b": 3}, "id": "c1"}, {"name": "fail", "args": {"x": "q"}, "id": "c2"}]),
    AIMessage("The answer is 5", id="a2"),
    AIMessage("", id="a3", tool_calls=[{"name": "missing_tool", "args": {}, "id": "c3"}]),
    AIMessage("done", id="a4"),
]))
agent = create_react_agent(model, ToolNode([add, fail], handle_tool_errors=True), checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
lines = []
for ns, upd in agent.stream({"messages": [HumanMessage("what is 2+3", id="h1")]}, cfg, stream_mode="updates", subgraphs=True):
    for node, val in upd.items():
        for m in val["messages"]:
            lines.append((node, type(m).__name__, repr(m.content), getattr(m, "status", None), getattr(m, "tool_call_id", None), getattr(m, "name", None)))
print(sorted(lines))
out = agent.invoke({"messages": [HumanMessage("again", id="h2")]}, cfg)
for m in out["messages"]:
    print(type(m).__name__, repr(m.content), getattr(m, "tool_call_id", None), getattr(m, "status", None))
print(agent.get_state(cfg).next, len(list(agent.get_state_history(cfg))))
