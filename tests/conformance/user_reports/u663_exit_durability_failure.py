# https://github.com/langchain-ai/langgraph/issues/8764 , PR 5771 : durability="exit" when one parallel node fails: what the saver holds (checkpoints, pending writes), get_state, invoke(None) re-running which nodes
import operator, time
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
runs = {"ok": 0, "bad": 0}
class S(TypedDict):
    log: Annotated[list, operator.add]
saver = InMemorySaver()
state = {"fail": True}
def ok(s):
    runs["ok"] += 1
    return {"log": ["ok"]}
def bad(s):
    runs["bad"] += 1
    if state["fail"]:
        raise RuntimeError("bad")
    return {"log": ["bad"]}
g = StateGraph(S).add_node("ok", ok).add_node("bad", bad).add_edge(START, "ok").add_edge("ok", "bad").compile(checkpointer=saver)
c = {"configurable": {"thread_id": "1"}}
try:
    g.invoke({"log": []}, c, durability="exit")
except RuntimeError as e:
    print("raised", e)
print(len(list(saver.list(c))), [(t.metadata["step"], sorted(w[1] for w in t.pending_writes)) for t in saver.list(c)])
st = g.get_state(c)
print(st.values, st.next, [(t.name, t.error) for t in st.tasks])
state["fail"] = False
print(g.invoke(None, c, durability="exit"), runs)
print(len(list(saver.list(c))))
