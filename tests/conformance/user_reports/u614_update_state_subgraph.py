# https://github.com/langchain-ai/langgraph/issues/4523 , #1569 , langgraphjs#1552 : update_state into a paused subgraph via the task's state config (checkpoint_ns), with as_node of a subgraph node, then resume; parent update_state as_node the subgraph node
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    v: str
    note: str
def s1(s):
    return {"v": s["v"] + "1"}
def s2(s):
    ans = interrupt("approve?")
    return {"v": s["v"] + f"2({ans},{s['note']})"}
sub = StateGraph(S).add_node("s1", s1).add_node("s2", s2).add_edge(START, "s1").add_edge("s1", "s2").compile()
b = StateGraph(S).add_node("sub", sub).add_node("after", lambda s: {"v": s["v"] + "A"}).add_edge(START, "sub").add_edge("sub", "after")
g = b.compile(checkpointer=InMemorySaver())
c = {"configurable": {"thread_id": "1"}}
g.invoke({"v": "", "note": ""}, c)
st = g.get_state(c, subgraphs=True)
sub_cfg = st.tasks[0].state.config
print(st.tasks[0].state.values, st.tasks[0].state.next)
r = g.update_state(sub_cfg, {"note": "N"})
print(sorted(r["configurable"]), r["configurable"]["checkpoint_ns"].split(":")[0])
st = g.get_state(c, subgraphs=True)
print(st.tasks[0].state.values, st.tasks[0].state.next, st.values)
r = g.update_state(sub_cfg, {"note": "N2"}, as_node="s1")
st = g.get_state(c, subgraphs=True)
print(st.tasks[0].state.values, st.tasks[0].state.next, [i.value for i in st.tasks[0].interrupts])
print(g.invoke(Command(resume="ok"), c))
c2 = {"configurable": {"thread_id": "2"}}
g.invoke({"v": "", "note": ""}, c2)
g.update_state(c2, {"v": "forced"}, as_node="sub")
st = g.get_state(c2, subgraphs=True)
print(st.values, st.next, [(t.name, t.state is not None) for t in st.tasks])
print(g.invoke(None, c2))
