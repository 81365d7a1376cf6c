# https://github.com/langchain-ai/langgraph/issues/6336 , #6005 , #5182 : defer=True collector after branches of unequal length, with a conditional loop, tasks/updates per step; deferred node behind interrupt_before
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
    rounds: int
def mk(n):
    return lambda s: {"log": [n]}
b = StateGraph(S)
for n in ["a", "b1", "b2", "b3"]:
    b.add_node(n, mk(n))
b.add_node("collect", lambda s: {"log": [f"collect({len(s['log'])})"], "rounds": s["rounds"] + 1}, defer=True)
b.add_edge(START, "a").add_edge(START, "b1").add_edge("b1", "b2").add_edge("b2", "b3")
b.add_edge("a", "collect").add_edge("b3", "collect")
b.add_conditional_edges("collect", lambda s: "a" if s["rounds"] < 2 else END, ["a", END])
g = b.compile()
for step in g.stream({"log": [], "rounds": 0}, stream_mode="updates"):
    print(sorted(step))
print(g.invoke({"log": [], "rounds": 0}))
g2 = b.compile(checkpointer=InMemorySaver(), interrupt_before=["collect"])
cfg = {"configurable": {"thread_id": "1"}}
print(g2.invoke({"log": [], "rounds": 1}, cfg))
st = g2.get_state(cfg)
print(st.next, st.metadata["step"])
print(g2.invoke(None, cfg))
for t in g2.stream({"log": [], "rounds": 5}, {"configurable": {"thread_id": "2"}}, stream_mode="tasks"):
    print(t["name"], sorted(t.get("triggers", [])) if "triggers" in t else t.get("result"))
