# https://github.com/langchain-ai/deer-flow/issues/55 : the same user-facing errors under ainvoke / astream (async driver): GraphRecursionError, INVALID_CONCURRENT_GRAPH_UPDATE, INVALID_GRAPH_NODE_RETURN_VALUE, EmptyInputError, a missing thread_id, a node's own exception with its notes; full texts
import asyncio
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    v: int
async def inc(s): return {"v": s["v"] + 1}
async def bad_ret(s): return "nope"
async def boom(s): raise KeyError("missing thing")
def build(kind):
    b = StateGraph(S)
    if kind == "loop":
        b.add_node("l", inc); b.add_edge(START, "l"); b.add_edge("l", "l")
    elif kind == "concurrent":
        b.add_node("a", inc); b.add_node("b", inc); b.add_edge(START, "a"); b.add_edge(START, "b")
    elif kind == "return":
        b.add_node("r", bad_ret); b.add_edge(START, "r")
    else:
        b.add_node("x", boom); b.add_edge(START, "x")
    return b
async def main():
    cases = [("loop", {"recursion_limit": 3}, {"v": 0}, None), ("concurrent", None, {"v": 0}, None), ("return", None, {"v": 0}, None),
             ("boom", None, {"v": 0}, None), ("boom", {"configurable": {"thread_id": "e"}}, None, InMemorySaver()), ("boom", {}, {"v": 0}, InMemorySaver())]
    for kind, cfg, inp, saver in cases:
        g = build(kind).compile(checkpointer=saver)
        for how in ["ainvoke", "astream"]:
            try:
                if how == "ainvoke":
                    await g.ainvoke(inp, cfg)
                else:
                    [c async for c in g.astream(inp, cfg)]
            except Exception as e:
                print(kind, how, type(e).__name__, "|".join(str(e).splitlines()), [n.split(" and id")[0] for n in getattr(e, "__notes__", [])])
asyncio.run(main())
