# https://github.com/langchain-ai/langgraph/issues/6336 , #2866 : conditional edge returning a list of node names and Sends mixed; Send to a deferred node; path_map dict with Send; get_state tasks of Send packets with interrupt_before
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Send
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    n: int
    out: Annotated[list, operator.add]
def route(s):
    return ["a", Send("w", {"n": s["n"] * 10, "out": []}), Send("w", {"n": s["n"] * 20, "out": []}), "late"]
b = (StateGraph(S).add_node("start", lambda s: {}).add_node("a", lambda s: {"out": ["a"]}).add_node("w", lambda s: {"out": [f"w{s['n']}"]})
     .add_node("late", lambda s: {"out": [f"late({len(s['out'])})"]}, defer=True)
     .add_edge(START, "start").add_conditional_edges("start", route, ["a", "w", "late"]).add_edge("a", "late"))
g = b.compile()
# (the parallel tasks' updates arrive in thread-timing order: sorted)
print(sorted(str(ch) for ch in g.stream({"n": 1, "out": []}, stream_mode="updates")))
g2 = b.compile(checkpointer=InMemorySaver(), interrupt_before=["w"])
cfg = {"configurable": {"thread_id": "1"}}
g2.invoke({"n": 2, "out": []}, cfg)
st = g2.get_state(cfg)
print(st.next, sorted((t.name, t.path[0]) for t in st.tasks))
print(sorted(g2.invoke(None, cfg)["out"]))
def route2(s):
    return Send("w", {"n": 7, "out": []}) if s["n"] else "a"
g3 = StateGraph(S).add_node("a", lambda s: {"out": ["a"]}).add_node("w", lambda s: {"out": [f"w{s['n']}"]}).add_conditional_edges(START, route2, {"a": "a", "w": "w"}).compile()
print(g3.invoke({"n": 1, "out": []}), g3.invoke({"n": 0, "out": []}))
