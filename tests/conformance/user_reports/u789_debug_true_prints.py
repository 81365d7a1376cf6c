# https://github.com/langchain-ai/langgraph/issues/2380 : compile(debug=True) / invoke(debug=True) prints the steps to the console, for sync and async runs alike; what is printed for a two-node graph with a checkpointer
import asyncio, re, operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    x: Annotated[list, operator.add]
g = StateGraph(S)
g.add_node("a", lambda s: {"x": ["a"]}); g.add_node("b", lambda s: {"x": ["b"]})
g.add_edge(START, "a"); g.add_edge("a", "b")
def strip(text):
    return re.sub(r"\x1b\[[0-9;]*m", "", text)
import io, contextlib
for label, run in (("compile-debug", lambda: g.compile(debug=True).invoke({"x": []})),
                   ("invoke-debug", lambda: g.compile().invoke({"x": []}, debug=True)),
                   ("ainvoke-debug", lambda: asyncio.run(g.compile(debug=True).ainvoke({"x": []}))),
                   ("checkpointer", lambda: g.compile(checkpointer=InMemorySaver(), debug=True).invoke({"x": []}, {"configurable": {"thread_id": "1"}}))):
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        out = run()
    print("==", label, out)
    print(strip(buf.getvalue()))
