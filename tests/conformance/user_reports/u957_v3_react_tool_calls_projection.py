# https://github.com/langchain-ai/langchain/pull/37136 , https://github.com/langchain-ai/docs/pull/3763 : create_react_agent(version="v2") run through stream_events(version="v3", transformers=[ToolCallTransformer]) with three tool calls at once (one succeeds, one raises, one interrupts): each ToolCallStream (sorted by id) with its input, output deltas, output, error, completed and repr, then the run's error; and the plain stream_mode="tools" events of a succeeding call
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent, ToolCallTransformer
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt
class Model(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
@tool
def add(a: int, b: int) -> int:
    """add"""
    return a + b
@tool
def boom(x: int) -> int:
    """boom"""
    raise ValueError("bad x")
@tool
def ask(q: str) -> str:
    """ask"""
    return interrupt(q)
def call(name, args, id):
    return {"name": name, "args": args, "id": id, "type": "tool_call"}
model = Model(disable_streaming=True, messages=iter([AIMessage("c", id="a1", tool_calls=[call("add", {"a": 1, "b": 2}, "t1"), call("boom", {"x": 1}, "t2"), call("ask", {"q": "?"}, "t3")]), AIMessage("done", id="a2")]))
agent = create_react_agent(model, [add, boom, ask], version="v2", checkpointer=InMemorySaver())
run = agent.stream_events({"messages": [HumanMessage("x", id="h")]}, {"configurable": {"thread_id": "r"}}, version="v3", transformers=[ToolCallTransformer])
print(sorted(run.extensions))
rows = []
try:
    for tc in run.tool_calls:
        rows.append((tc.tool_call_id, tc.tool_name, tc.input, list(tc.output_deltas), tc.output, tc.error, tc.completed, repr(tc)))
except ValueError as e:
    rows.append(("raised", str(e)))
for r in sorted(rows, key=str):
    print(r)
ok = create_react_agent(Model(disable_streaming=True, messages=iter([AIMessage("c", id="b1", tool_calls=[call("add", {"a": 2, "b": 5}, "s1")]), AIMessage("7", id="b2")])), [add])
for ch in ok.stream({"messages": [HumanMessage("x", id="h")]}, stream_mode="tools"):
    print({k: (v.content if hasattr(v, "content") else v) for k, v in ch.items()})
