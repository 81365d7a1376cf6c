# https://github.com/langchain-ai/langgraph/pull/1108 : get_state(subgraphs=True) while paused three graphs down: each level's values, next, task names, interrupts and checkpoint_ns depth; get_state(subgraphs=False) tasks' state; the innermost config's own get_state and history
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    x: str
def ask(s): return {"x": s["x"] + "|" + interrupt("deep " + s["x"])}
l3 = StateGraph(S).add_node("ask", ask).add_edge(START, "ask").compile()
l2 = StateGraph(S).add_node("pre2", lambda s: {"x": s["x"] + "2"}).add_node("l3", l3).add_edge(START, "pre2").add_edge("pre2", "l3").compile()
l1 = StateGraph(S).add_node("l2", l2).add_edge(START, "l2").compile()
g = StateGraph(S).add_node("pre", lambda s: {"x": s["x"] + "0"}).add_node("l1", l1).add_edge(START, "pre").add_edge("pre", "l1").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
r = g.invoke({"x": "a"}, cfg)
print([(i.value, type(i.id).__name__) for i in r["__interrupt__"]])
def walk(st, depth=0):
    ns = st.config["configurable"].get("checkpoint_ns", "")
    print("  " * depth, st.values, st.next, len(ns.split("|")) if ns else 0, [(t.name, t.path[0], [i.value for i in t.interrupts], t.state is not None and not isinstance(t.state, dict)) for t in st.tasks], [i.value for i in st.interrupts])
    for t in st.tasks:
        if t.state is not None and not isinstance(t.state, dict):
            walk(t.state, depth + 1)
    return st
walk(g.get_state(cfg, subgraphs=True))
top = g.get_state(cfg)
print([(t.name, sorted(t.state["configurable"]) if t.state else None) for t in top.tasks])
inner = g.get_state(cfg, subgraphs=True).tasks[0].state.tasks[0].state.tasks[0].state
print(g.get_state(inner.config).values, [h.next for h in g.get_state_history(inner.config)])
print(g.invoke(Command(resume="yes"), cfg), g.get_state(cfg, subgraphs=True).tasks)
