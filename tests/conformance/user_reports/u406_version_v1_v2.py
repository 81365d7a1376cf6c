# https://github.com/langchain-ai/langgraph/pull/3470 , version="v2" reports : create_react_agent version v1 vs v2 with two tool calls in one message (one ToolNode task vs one Send per call), tasks and updates streams, a failing tool
from langchain_core.language_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent

class M(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self

@tool
def a(x: int) -> int:
    """A."""
    return x + 1
@tool
def bad(x: int) -> int:
    """Bad."""
    raise ValueError("no")

for version in ("v1", "v2"):
    model = M(messages=iter([AIMessage("", id="m1", tool_calls=[{"name": "a", "args": {"x": 1}, "id": "t1"}, {"name": "bad", "args": {"x": 2}, "id": "t2"}]), AIMessage("fin", id="m2")]))
    agent = create_react_agent(model, [a, bad], version=version)
    steps = []
    for mode, ch in agent.stream({"messages": [HumanMessage("go", id="h")]}, stream_mode=["updates", "tasks"]):
        if mode == "tasks":
            steps.append(("task", ch["name"], "result" in ch, repr(ch["input"])[:60] if "input" in ch and ch["name"] == "tools" else None))
        else:
            for k, v in ch.items():
                steps.append((k, sorted((type(m).__name__, m.content, getattr(m, "status", None)) for m in v["messages"])))
    steps_sorted = sorted(steps, key=repr)
    print(version, steps_sorted)
