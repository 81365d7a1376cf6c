# https://github.com/langchain-ai/langgraph/issues/1695 , #5639 : one parallel node fails: sibling's writes kept as pending, get_state tasks error, resume with None re-runs only the failed node
from typing import TypedDict, Annotated
import operator, threading
ok_done = threading.Event()
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
calls = []
fail = {"on": True}
def ok(s):
    calls.append("ok"); ok_done.set(); return {"log": ["ok"]}
def flaky(s):
    calls.append("flaky")
    if fail["on"]:
        ok_done.wait(5)  # (timing-free: the sibling finishes first; otherwise LangGraph races)
        raise RuntimeError("flaky down")
    return {"log": ["flaky"]}
def join(s):
    calls.append("join"); return {"log": ["join"]}
g = StateGraph(S)
g.add_node("ok", ok); g.add_node("flaky", flaky); g.add_node("join", join)
g.add_edge(START, "ok"); g.add_edge(START, "flaky"); g.add_edge(["ok", "flaky"], "join"); g.add_edge("join", END)
saver = InMemorySaver()
app = g.compile(checkpointer=saver)
cfg = {"configurable": {"thread_id": "1"}}
try:
    app.invoke({"log": []}, cfg)
except RuntimeError as e:
    print("raised", e)
st = app.get_state(cfg)
print(st.values, st.next, sorted((t.name, repr(t.error), t.result) for t in st.tasks))
tup = saver.get_tuple(cfg)
print(sorted((w[1], repr(w[2])) for w in tup.pending_writes))
fail["on"] = False
calls.clear()
print(app.invoke(None, cfg), sorted(calls))
print([(h.metadata["step"], h.next) for h in app.get_state_history(cfg)])
