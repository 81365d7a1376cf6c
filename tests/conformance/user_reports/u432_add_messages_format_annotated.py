# https://github.com/langchain-ai/langgraph/pull/4117 , #5112 : a state whose messages use add_messages(format="langchain-openai") through a graph: content blocks flattened, tool calls, dict inputs, values vs updates chunks
from typing import Annotated
from functools import partial
from typing_extensions import TypedDict
from langchain_core.messages import AIMessage, ToolMessage
from langgraph.graph import StateGraph, START
from langgraph.graph.message import add_messages

class S(TypedDict):
    messages: Annotated[list, partial(add_messages, format="langchain-openai")]
def a(s):
    return {"messages": [AIMessage([{"type": "text", "text": "part1"}, {"type": "text", "text": "part2"}], id="a1", tool_calls=[{"name": "f", "args": {"x": 1}, "id": "c1"}])]}
def b(s):
    return {"messages": [ToolMessage([{"type": "text", "text": "res"}], tool_call_id="c1", id="t1"), {"role": "assistant", "content": [{"type": "text", "text": "done"}], "id": "a2"}]}
g = StateGraph(S).add_node("a", a).add_node("b", b).add_edge(START, "a").add_edge("a", "b").compile()
for mode, ch in g.stream({"messages": [{"role": "user", "content": "hi", "id": "u"}]}, stream_mode=["updates", "values"]):
    if mode == "values":
        print(mode, [(type(m).__name__, m.content, getattr(m, "tool_calls", None)) for m in ch["messages"]])
    else:
        for k, v in ch.items():
            print(mode, k, [(type(m).__name__ if not isinstance(m, dict) else "dict", m.content if not isinstance(m, dict) else m["content"]) for m in v["messages"]])
