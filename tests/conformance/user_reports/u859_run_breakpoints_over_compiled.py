# https://github.com/langchain-ai/langgraph/issues/1554 , https://github.com/langchain-ai/langgraph/issues/2986 : breakpoints given per run over compiled ones: an empty interrupt_after=[] / interrupt_before=[] on the first run (LangGraph keeps the compiled ones), different lists on the invoke(None) continuations, with and without a subgraph compiled with its own interrupt_before; the node names each streamed run shows
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
def build(sub_ib, comp_kw):
    sub = StateGraph(S).add_node("s1", lambda s: {"log": ["s1"]}).add_node("s2", lambda s: {"log": ["s2"]}).add_edge(START, "s1").add_edge("s1", "s2")
    subc = sub.compile(interrupt_before=["s2"] if sub_ib else None)
    g = StateGraph(S).add_node("p", lambda s: {"log": ["p"]}).add_node("sub", subc).add_node("q", lambda s: {"log": ["q"]}).add_node("r", lambda s: {"log": ["r"]})
    g.add_edge(START, "p").add_edge("p", "sub").add_edge("sub", "q").add_edge("q", "r")
    return g.compile(checkpointer=InMemorySaver(), **comp_kw)
for sub_ib in [False, True]:
    for comp_kw, first_kw, later_kw in [
        ({"interrupt_after": ["p"]}, {"interrupt_after": []}, {}),
        ({"interrupt_after": ["p"]}, {"interrupt_after": []}, {"interrupt_before": ["r"]}),
        ({"interrupt_before": ["q"]}, {"interrupt_before": []}, {}),
        ({}, {"interrupt_before": ["sub"]}, {}),
        ({}, {"interrupt_before": ["sub"]}, {"interrupt_before": ["r"]}),
        ({}, {"interrupt_after": ["p"]}, {"interrupt_after": ["q"]}),
    ]:
        app = build(sub_ib, comp_kw)
        cfg = {"configurable": {"thread_id": "1"}}
        rows = [list(app.stream({"log": []}, cfg, stream_mode="updates", **first_kw))]
        for i in range(3):
            rows.append(list(app.stream(None, cfg, stream_mode="updates", **later_kw)))
        print(sub_ib, comp_kw, first_kw, later_kw)
        for r in rows:
            print("   ", [list(c)[0] for c in r])
