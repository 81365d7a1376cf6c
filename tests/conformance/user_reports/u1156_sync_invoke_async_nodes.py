# https://github.com/langchain-ai/langgraph/issues/2928 : sync invoke / stream / batch of graphs whose nodes, routing functions, or subgraph nodes are async: error types and texts, and what get_state holds after the failure
import asyncio
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    x: int
async def anode(s): return {"x": s["x"] + 1}
def snode(s): return {"x": s["x"] + 10}
async def aroute(s): return END
def t(label, f):
    try:
        print(label, "->", f())
    except Exception as e:
        print(label, "!!", type(e).__name__, str(e).replace("\n", " | ")[:300])
g1 = StateGraph(S).add_node("anode", anode).add_edge(START, "anode").compile(checkpointer=InMemorySaver())
c = {"configurable": {"thread_id": "1"}}
t("invoke", lambda: g1.invoke({"x": 1}, c))
t("state", lambda: (g1.get_state(c).values, g1.get_state(c).next))
t("stream", lambda: list(g1.stream({"x": 1}, {"configurable": {"thread_id": "2"}})))
t("batch", lambda: g1.batch([{"x": 1}, {"x": 2}], return_exceptions=True))
b2 = StateGraph(S).add_node("snode", snode).add_edge(START, "snode")
b2.add_conditional_edges("snode", aroute)
t("async route", lambda: b2.compile().invoke({"x": 1}))
sub = StateGraph(S).add_node("anode", anode).add_edge(START, "anode").compile()
g3 = StateGraph(S).add_node("snode", snode).add_node("sub", sub).add_edge(START, "snode").add_edge("snode", "sub").compile()
t("async subgraph", lambda: g3.invoke({"x": 1}))
print("ainvoke ok", asyncio.run(g3.ainvoke({"x": 1})))
print("ainvoke route", asyncio.run(b2.compile().ainvoke({"x": 1})))
