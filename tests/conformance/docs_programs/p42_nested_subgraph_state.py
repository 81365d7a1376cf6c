from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command

class S(TypedDict):
    v: str
def leaf(state: S):
    a = interrupt("leaf?")
    return {"v": state["v"] + a}
inner = StateGraph(S).add_node("leaf", leaf).add_edge(START, "leaf").compile()
def mid_pre(state: S): return {"v": state["v"] + "m"}
middle = StateGraph(S).add_node("mid_pre", mid_pre).add_node("inner", inner).add_edge(START, "mid_pre").add_edge("mid_pre", "inner").compile()
outer = StateGraph(S).add_node("middle", middle).add_edge(START, "middle").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
r = outer.invoke({"v": ">"}, cfg)
print(r)
def show(snap, depth=0):
    print("  " * depth, snap.values, snap.next, snap.metadata and snap.metadata.get("step"), [p.split(":")[0] for p in snap.config["configurable"]["checkpoint_ns"].split("|") if p])
    for t in snap.tasks:
        print("  " * depth, " task", t.name, [i.value for i in t.interrupts])
        if t.state is not None and hasattr(t.state, "values"):
            show(t.state, depth + 1)
show(outer.get_state(cfg, subgraphs=True))
for ns, c in outer.stream(Command(resume="!"), cfg, subgraphs=True, stream_mode="values"):
    print([p.split(":")[0] for p in ns], c)
show(outer.get_state(cfg, subgraphs=True))
print(len(list(outer.get_state_history(cfg))))
