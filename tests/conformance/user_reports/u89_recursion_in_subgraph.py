# recursion limit reached inside a subgraph (config recursion_limit propagates), error type and state
import operator
from typing import Annotated, TypedDict
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import StateGraph, START, END
from langgraph.errors import GraphRecursionError

class S(TypedDict):
    n: Annotated[int, operator.add]

sb = StateGraph(S); sb.add_node("loop", lambda s: {"n": 1}); sb.add_edge(START, "loop")
sb.add_conditional_edges("loop", lambda s: "loop" if s["n"] < 50 else END)
pb = StateGraph(S); pb.add_node("pre", lambda s: {"n": 1}); pb.add_node("sub", sb.compile())
pb.add_edge(START, "pre"); pb.add_edge("pre", "sub")
g = pb.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}, "recursion_limit": 6}
try:
    g.invoke({"n": 0}, cfg)
except GraphRecursionError as e:
    print("GraphRecursionError", str(e).splitlines()[0])
st = g.get_state(cfg, subgraphs=True)
print(st.values, st.next, [(t.name, t.error and t.error[:40], t.state.values if t.state else None) for t in st.tasks])
