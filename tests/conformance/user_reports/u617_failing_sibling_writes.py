# https://github.com/langchain-ai/langgraph/issues/2336 , PR 1695 , durable execution docs : a step where one parallel node fails: the sibling's writes are saved as pending writes and it is not re-run on invoke(None); get_state tasks; values after fixing the failure (the failing node waits until its sibling's write is saved: LangGraph drops it when the failure comes first, thread timing)
import operator, time
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
runs = {"ok": 0, "fail": 0, "join": 0}
broken = {"on": True}
saver = InMemorySaver()
c = {"configurable": {"thread_id": "1"}}
class S(TypedDict):
    log: Annotated[list, operator.add]
def ok(s):
    runs["ok"] += 1
    return {"log": ["ok"]}
def fail(s):
    runs["fail"] += 1
    # (timing-free: wait until the sibling's write is saved; LangGraph drops it if this raises first)
    for _ in range(5000):
        t = saver.get_tuple(c)
        if t and any(w[1] == "log" for w in t.pending_writes):
            break
        time.sleep(0.001)
    if broken["on"]:
        raise RuntimeError("boom")
    return {"log": ["fail-fixed"]}
def join(s):
    runs["join"] += 1
    return {"log": [f"join{len(s['log'])}"]}
g = (StateGraph(S).add_node("ok", ok).add_node("fail", fail).add_node("join", join)
     .add_edge(START, "ok").add_edge(START, "fail").add_edge(["ok", "fail"], "join").add_edge("join", END).compile(checkpointer=saver))
try:
    g.invoke({"log": []}, c)
except RuntimeError as e:
    print("raised", e)
st = g.get_state(c)
print(st.values, st.next, sorted((t.name, t.error) for t in st.tasks), runs)
try:
    g.invoke(None, c)
except RuntimeError as e:
    print("raised again", e, runs)
broken["on"] = False
print(sorted(g.invoke(None, c)["log"]), runs)
print([(h.metadata["step"], h.next) for h in g.get_state_history(c)])
