# https://github.com/langchain-ai/langgraph/issues/2599 : an exception raised in a conditional edge's routing function (sync, in a subgraph, and async under ainvoke): its type, text, __notes__ (which task is named), and the thread's state / next after it
import asyncio
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    v: int
def bad_route(s):
    raise LookupError(f"no route for {s['v']}")
async def abad_route(s):
    raise LookupError("async no route")
def build(route):
    b = StateGraph(S); b.add_node("a", lambda s: {"v": s["v"] + 1}); b.add_node("b", lambda s: {})
    b.add_edge(START, "a"); b.add_conditional_edges("a", route, ["b", END])
    return b
def report(e):
    print(type(e).__name__, str(e), [n.split(" and id")[0] for n in getattr(e, "__notes__", [])])
g = build(bad_route).compile(checkpointer=InMemorySaver())
c = {"configurable": {"thread_id": "t"}}
try:
    g.invoke({"v": 0}, c)
except Exception as e:
    report(e)
st = g.get_state(c)
print(st.values, st.next, [(t.name, repr(t.error)) for t in st.tasks])
outer = StateGraph(S); outer.add_node("sub", build(bad_route).compile()); outer.add_edge(START, "sub")
try:
    outer.compile().invoke({"v": 5})
except Exception as e:
    report(e)
try:
    asyncio.run(build(abad_route).compile().ainvoke({"v": 0}))
except Exception as e:
    report(e)
