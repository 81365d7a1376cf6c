# https://github.com/langchain-ai/langgraph/issues/1798 , https://github.com/langchain-ai/langgraph/issues/3003 : a node that raises after a first step, with a checkpointer: the exception the caller gets, the first step's writes kept, get_state's next / tasks (error repr) / values, the history's last metadata, then retrying with invoke(None) after the fault is gone (the first node does not run again), and a retry_policy that gives up
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import RetryPolicy
class S(TypedDict):
    log: Annotated[list, operator.add]
runs = {"ok": 0, "bad": 0}
broken = {"on": True}
class MyErr(Exception):
    pass
def ok(s):
    runs["ok"] += 1
    return {"log": ["ok"]}
def bad(s):
    runs["bad"] += 1
    if broken["on"]:
        raise MyErr("db down", 503)
    return {"log": ["bad fixed"]}
g = StateGraph(S)
g.add_node("ok", ok); g.add_node("bad", bad); g.add_node("end", lambda s: {"log": ["end"]})
g.add_edge(START, "ok"); g.add_edge("ok", "bad"); g.add_edge("bad", "end")
app = g.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "e"}}
try:
    app.invoke({"log": []}, cfg)
except MyErr as e:
    print("RAISED", type(e).__name__, e.args)
st = app.get_state(cfg)
print(st.values, st.next, [(t.name, repr(t.error)) for t in st.tasks], st.metadata["step"])
print([(h.metadata["step"], h.next) for h in app.get_state_history(cfg)])
broken["on"] = False
print(app.invoke(None, cfg), runs)
g2 = StateGraph(S)
g2.add_node("bad", bad, retry_policy=RetryPolicy(max_attempts=3, initial_interval=0.0, jitter=False, retry_on=MyErr))
g2.add_edge(START, "bad")
broken["on"] = True; runs["bad"] = 0
app2 = g2.compile(checkpointer=InMemorySaver())
try:
    app2.invoke({"log": []}, {"configurable": {"thread_id": "r"}})
except Exception as e:
    print("RAISED", type(e).__name__, e.args, runs["bad"])
st = app2.get_state({"configurable": {"thread_id": "r"}})
print(st.next, [(t.name, repr(t.error)) for t in st.tasks])
