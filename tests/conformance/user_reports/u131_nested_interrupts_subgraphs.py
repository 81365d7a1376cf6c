# https://github.com/langchain-ai/langgraph/issues/4028 (round 2) , #3398 : interrupts two subgraph levels deep, subgraphs=True stream, get_state(subgraphs=True), id-map resume
from typing import TypedDict, Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver

class S(TypedDict):
    log: Annotated[list, operator.add]

def leaf(s): return {"log": ["leaf:" + interrupt("deep?")]}
lb = StateGraph(S); lb.add_node("leaf", leaf); lb.add_edge(START, "leaf"); lb.add_edge("leaf", END)
mid_b = StateGraph(S); mid_b.add_node("m1", lambda s: {"log": ["m1"]}); mid_b.add_node("inner", lb.compile())
mid_b.add_edge(START, "m1"); mid_b.add_edge("m1", "inner"); mid_b.add_edge("inner", END)
mid = mid_b.compile()
def side(s): return {"log": ["side:" + interrupt("side?")]}
pb = StateGraph(S); pb.add_node("mid", mid); pb.add_node("side", side); pb.add_node("end", lambda s: {"log": ["end"]})
pb.add_edge(START, "mid"); pb.add_edge(START, "side"); pb.add_edge(["mid", "side"], "end"); pb.add_edge("end", END)
g = pb.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
def ns(n): return [p.split(":")[0] for p in n]
out = []
for n, c in g.stream({"log": []}, cfg, stream_mode="updates", subgraphs=True):
    out.append((ns(n), str(c)))
for o in sorted(out): print(o)
st = g.get_state(cfg, subgraphs=True)
print(st.next, sorted(i.value for i in st.interrupts))
def walk(snap, depth=0):
    for t in snap.tasks:
        print("  " * depth, t.name, [i.value for i in t.interrupts], t.state.next if t.state else None, t.state.values if t.state else None)
        if t.state: walk(t.state, depth + 1)
walk(st)
ids = {i.value: i.id for i in st.interrupts}
try:
    g.invoke(Command(resume="x"), cfg)
except Exception as e:
    print(type(e).__name__, str(e)[:100])
r = g.invoke(Command(resume={ids["deep?"]: "D"}), cfg)
print(sorted(r["log"]), sorted(i.value for i in r.get("__interrupt__", [])))
r = g.invoke(Command(resume={ids["side?"]: "S"}), cfg)
print(sorted(r["log"]), r.get("__interrupt__"))
print(len(list(g.get_state_history(cfg))))
