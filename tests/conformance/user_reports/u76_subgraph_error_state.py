# an exception inside a subgraph node: error type/message, get_state(subgraphs=True), retry with None
import operator
from typing import Annotated, TypedDict
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import StateGraph, START, END

class S(TypedDict):
    log: Annotated[list[str], operator.add]

flag = {"fail": True}
def s1(s): return {"log": ["s1"]}
def s2(s):
    if flag["fail"]:
        raise ValueError("sub failed")
    return {"log": ["s2"]}
sb = StateGraph(S); sb.add_node("s1", s1); sb.add_node("s2", s2); sb.add_edge(START, "s1"); sb.add_edge("s1", "s2")
pb = StateGraph(S); pb.add_node("sub", sb.compile()); pb.add_node("p", lambda s: {"log": ["p"]})
pb.add_edge(START, "sub"); pb.add_edge("sub", "p")
g = pb.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
try:
    for ns, ch in g.stream({"log": []}, cfg, stream_mode="updates", subgraphs=True):
        print([x.split(":")[0] for x in ns], ch)
except ValueError as e:
    print("raised", repr(e))
st = g.get_state(cfg, subgraphs=True)
print(st.next, [(t.name, t.error, t.state.values if t.state else None, t.state.next if t.state else None) for t in st.tasks])
flag["fail"] = False
print(g.invoke(None, cfg))
print(len(list(g.get_state_history(cfg))))
