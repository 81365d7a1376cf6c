# tester report (round 9 brief item 2): set_node_defaults(timeout=...) with a sync error handler / sync nodes
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
class S(TypedDict):
    a: int
def sync_handler(s):
    return {"a": -1}
async def async_handler(s):
    return {"a": -2}
def sync_node(s):
    return {"a": s["a"] + 1}
async def async_node(s):
    raise ValueError("boom")
def build(node, handler, per_node_timeout=None, default_timeout=1.0):
    g = StateGraph(S)
    g.add_node("n", node, **({"timeout": per_node_timeout} if per_node_timeout else {}))
    g.add_edge(START, "n"); g.add_edge("n", END)
    kw = {}
    if default_timeout is not None:
        kw["timeout"] = default_timeout
    if handler is not None:
        kw["error_handler"] = handler
    g.set_node_defaults(**kw)
    return g
import asyncio
for label, node, handler, t in [
    ("async node, sync handler", async_node, sync_handler, 1.0),
    ("async node, async handler", async_node, async_handler, 1.0),
    ("sync node, no handler", sync_node, None, 1.0),
    ("sync node, async handler", sync_node, async_handler, 1.0),
    ("async node, sync handler, no timeout", async_node, sync_handler, None),
]:
    try:
        app = build(node, handler, default_timeout=t).compile()
        print(label, "compiled")
        print(label, asyncio.run(app.ainvoke({"a": 1})))
    except Exception as e:
        print(label, "RAISED", type(e).__name__, e)
try:
    g = StateGraph(S); g.add_node("n", sync_node, timeout=2.0)
    print("add_node sync timeout accepted")
except Exception as e:
    print("add_node sync timeout RAISED", type(e).__name__, e)
