# https://github.com/langchain-ai/langgraph/issues/1569 , PR 1172 : update_state(as_node=...) choices: a conditional-edge node (router runs), values=None fork to re-run a node, as_node END, bulk_update_state supersteps with two nodes
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import StateUpdate
from langgraph.checkpoint.memory import InMemorySaver

class S(TypedDict):
    n: int
    log: Annotated[list, operator.add]
runs = []
def a(s):
    runs.append("a"); return {"n": s["n"] + 1, "log": ["a"]}
def b(s):
    runs.append("b"); return {"log": ["b"]}
def c(s):
    runs.append("c"); return {"log": ["c"]}
bd = StateGraph(S); bd.add_node("a", a); bd.add_node("b", b); bd.add_node("c", c)
bd.add_edge(START, "a"); bd.add_conditional_edges("a", lambda s: "b" if s["n"] % 2 else "c", ["b", "c"]); bd.add_edge("b", END); bd.add_edge("c", END)
g = bd.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
print(g.invoke({"n": 0, "log": []}, cfg))
c1 = g.update_state(cfg, {"n": 10}, as_node="a")
print("as a", g.get_state(c1).next, g.get_state(c1).values)
print(g.invoke(None, c1))
hist = list(g.get_state_history(cfg))
at_a = next(h for h in hist if h.next == ("a",))
c2 = g.update_state(at_a.config, None)
print("fork none", g.get_state(c2).next, g.get_state(c2).metadata["source"])
runs.clear(); print(g.invoke(None, c2), runs)
c3 = g.update_state(cfg, {"log": ["end"]}, as_node=END)
print("as END", g.get_state(c3).next, g.get_state(c3).values["log"][-2:])
c4 = g.bulk_update_state(cfg, [[StateUpdate({"log": ["u1"]}, "b"), StateUpdate({"log": ["u2"]}, "c")], [StateUpdate({"n": 99}, "a")]])
st = g.get_state(c4)
print("bulk", st.next, st.values["n"], st.values["log"][-3:], st.metadata["step"])
try:
    g.bulk_update_state(cfg, [[StateUpdate({"log": ["x"]}, None), StateUpdate({"log": ["y"]}, None)]])
except Exception as e:
    print("bulk no as_node", type(e).__name__, e)
