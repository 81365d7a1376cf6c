# interrupt_before/after passed at call time, "*" breakpoints, then continue with None
import operator
from typing import Annotated, TypedDict
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import StateGraph, START, END

class S(TypedDict):
    log: Annotated[list[str], operator.add]

b = StateGraph(S)
for n in ("a", "b", "c"):
    b.add_node(n, (lambda n: lambda s: {"log": [n]})(n))
b.add_edge(START, "a"); b.add_edge("a", "b"); b.add_edge("b", "c"); b.add_edge("c", END)
g = b.compile(checkpointer=InMemorySaver())
for kw in ({"interrupt_before": ["b"]}, {"interrupt_after": ["a", "b"]}, {"interrupt_before": "*"}, {"interrupt_after": "*"}):
    cfg = {"configurable": {"thread_id": str(kw)}}
    outs = [g.invoke({"log": []}, cfg, **kw)]
    while g.get_state(cfg).next and len(outs) < 6:
        outs.append(g.invoke(None, cfg, **kw))
    print(kw, outs, g.get_state(cfg).next)
print(list(g.stream({"log": []}, {"configurable": {"thread_id": "s"}}, interrupt_before=["c"], stream_mode="updates")))
