# https://github.com/langchain-ai/langgraph/pull/367 : interrupt_before="*" and interrupt_after="*" given to compile() and to invoke(): where each run pauses (get_state().next, the interrupts listed in invoke's output), with a subgraph node (does "*" reach into it?), after a Send fan-out, and how many invoke(None) calls finish the thread
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import Send
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict, total=False):
    log: Annotated[list, operator.add]
def mk(n):
    def f(s): return {"log": [n]}
    return f
sub = StateGraph(S).add_node("s1", mk("s1")).add_node("s2", mk("s2")).add_edge(START, "s1").add_edge("s1", "s2").compile()
def build(**kw):
    b = (StateGraph(S).add_node("a", mk("a")).add_node("sub", sub).add_node("w", mk("w"))
         .add_edge(START, "a").add_edge("a", "sub").add_conditional_edges("sub", lambda s: [Send("w", {}), Send("w", {})], ["w"]))
    return b.compile(checkpointer=InMemorySaver(), **kw)
for label, kw, call_kw in (("compile before", {"interrupt_before": "*"}, {}), ("compile after", {"interrupt_after": "*"}, {}),
                           ("call before", {}, {"interrupt_before": "*"}), ("call after", {}, {"interrupt_after": "*"})):
    g = build(**kw)
    cfg = {"configurable": {"thread_id": label}}
    out = g.invoke({"log": []}, cfg, **call_kw)
    stops = [(sorted(out), g.get_state(cfg).next)]
    for _ in range(6):
        if not g.get_state(cfg).next:
            break
        out = g.invoke(None, cfg, **call_kw)
        stops.append((out.get("log"), g.get_state(cfg).next))
    print(label, stops)
