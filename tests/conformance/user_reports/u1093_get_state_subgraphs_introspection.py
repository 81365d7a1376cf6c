# https://github.com/langchain-ai/langgraph/issues/4799 : get_state(subgraphs=True) while paused two levels down: the nested StateSnapshot chain (values, next, config checkpoint_ns shape, parent_config presence, metadata source / step), tasks' names and paths, and interrupts surfaced at each level
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    v: int
def ask(s): return {"v": s["v"] + interrupt("deep?")}
leaf = StateGraph(S); leaf.add_node("ask", ask); leaf.add_edge(START, "ask")
mid = StateGraph(S); mid.add_node("pre", lambda s: {"v": s["v"] + 1}); mid.add_node("leaf", leaf.compile()); mid.add_edge(START, "pre"); mid.add_edge("pre", "leaf")
top = StateGraph(S); top.add_node("mid", mid.compile()); top.add_edge(START, "mid")
g = top.compile(checkpointer=InMemorySaver())
c = {"configurable": {"thread_id": "t"}}
print(g.invoke({"v": 0}, c))
def walk(st, depth=0):
    ns = st.config["configurable"].get("checkpoint_ns", "")
    print("  " * depth, st.values, st.next, [p.split(":")[0] for p in ns.split("|")] if ns else [], st.parent_config is not None, st.metadata.get("source"), st.metadata.get("step"), [i.value for i in st.interrupts])
    for t in st.tasks:
        print("  " * depth, " task", t.name, t.path, [i.value for i in t.interrupts])
        if t.state is not None and hasattr(t.state, "values"):
            walk(t.state, depth + 1)
walk(g.get_state(c, subgraphs=True))
print([i.value for i in g.get_state(c).interrupts], [t.state is None or not hasattr(t.state, "values") for t in g.get_state(c).tasks])
