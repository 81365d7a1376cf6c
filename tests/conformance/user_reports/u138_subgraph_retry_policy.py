# https://github.com/langchain-ai/langgraph/pull/1062 (round 2) : retry_policy on a subgraph node and inside a subgraph; attempts and saved state
from typing import TypedDict, Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.types import RetryPolicy
from langgraph.checkpoint.memory import InMemorySaver

class S(TypedDict):
    log: Annotated[list, operator.add]

calls = {"inner": 0, "flaky": 0}
def inner(s):
    calls["inner"] += 1
    if calls["inner"] < 3:
        raise ConnectionError(f"inner fail {calls['inner']}")
    return {"log": ["inner ok"]}
sb = StateGraph(S); sb.add_node("inner", inner); sb.add_edge(START, "inner"); sb.add_edge("inner", END)
sub = sb.compile()
pb = StateGraph(S)
pb.add_node("pre", lambda s: {"log": ["pre"]})
pb.add_node("sub", sub, retry_policy=RetryPolicy(max_attempts=5, initial_interval=0.001, jitter=False))
pb.add_edge(START, "pre"); pb.add_edge("pre", "sub"); pb.add_edge("sub", END)
g = pb.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
print(g.invoke({"log": []}, cfg), calls)
print([(h.metadata["step"], h.next, h.values["log"]) for h in g.get_state_history(cfg)])

def flaky(s):
    calls["flaky"] += 1
    raise ConnectionError("always")
sb2 = StateGraph(S); sb2.add_node("flaky", flaky, retry_policy=RetryPolicy(max_attempts=2, initial_interval=0.001, jitter=False)); sb2.add_edge(START, "flaky")
pb2 = StateGraph(S); pb2.add_node("sub", sb2.compile(), retry_policy=RetryPolicy(max_attempts=2, initial_interval=0.001, jitter=False)); pb2.add_edge(START, "sub")
g2 = pb2.compile(checkpointer=InMemorySaver())
try:
    g2.invoke({"log": []}, {"configurable": {"thread_id": "2"}})
except Exception as e:
    print(type(e).__name__, e, calls["flaky"])
st = g2.get_state({"configurable": {"thread_id": "2"}}, subgraphs=True)
print(st.next, [(t.name, repr(t.error), t.state.next if t.state else None) for t in st.tasks])
