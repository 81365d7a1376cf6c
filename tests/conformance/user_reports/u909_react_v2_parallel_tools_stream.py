# https://github.com/langchain-ai/langgraph/pull/3126 : create_react_agent(version="v2") with a model asking for three tool calls at once (one fails, ToolNode(handle_tool_errors=True)): each tool call is its own task; the updates stream (sorted within the tools step), the final transcript with the error ToolMessage, and the checkpoint history's next/tasks
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent, ToolNode
from langgraph.checkpoint.memory import InMemorySaver
class Model(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
def call(name, args, id):
    return {"name": name, "args": args, "id": id, "type": "tool_call"}
@tool
def add(a: int, b: int) -> int:
    """add"""
    return a + b
@tool
def mul(a: int, b: int) -> int:
    """mul"""
    return a * b
@tool
def div(a: int, b: int) -> float:
    """div"""
    return a / b
model = Model(messages=iter([AIMessage("", id="a1", tool_calls=[call("add", {"a": 1, "b": 2}, "c1"), call("mul", {"a": 3, "b": 4}, "c2"), call("div", {"a": 1, "b": 0}, "c3")]), AIMessage("answers ready", id="a2")]))
agent = create_react_agent(model, ToolNode([add, mul, div], handle_tool_errors=True), version="v2", checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
steps = []
for ch in agent.stream({"messages": [HumanMessage("compute", id="h")]}, cfg, stream_mode="updates"):
    for node, upd in ch.items():
        steps.append((node, [(type(m).__name__, m.content, getattr(m, "tool_call_id", None), getattr(m, "status", None)) for m in upd["messages"]]))
print(steps[0]); print(sorted(steps[1:4])); print(steps[4:])
print([(type(m).__name__, m.content) for m in agent.get_state(cfg).values["messages"]])
print([(h.metadata["step"], h.next, sorted(t.name for t in h.tasks)) for h in agent.get_state_history(cfg)])
