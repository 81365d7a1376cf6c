# https://github.com/langchain-ai/langgraph/issues/8834 : two parallel branches where one raises: the error the caller sees, what get_state shows (values, next, tasks with error), which sibling writes were kept, and resuming with invoke(None) after the fault is fixed (the finished branch does not run again)
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
calls = {"ok": 0, "bad": 0, "join": 0}
broken = [True]
def ok(s):
    calls["ok"] += 1
    return {"log": ["ok"]}
def bad(s):
    calls["bad"] += 1
    if broken[0]:
        raise ValueError("upstream down")
    return {"log": ["bad"]}
def join(s):
    calls["join"] += 1
    return {"log": ["join:" + "+".join(sorted(s["log"]))]}
b = StateGraph(S)
b.add_node("ok", ok); b.add_node("bad", bad); b.add_node("join", join)
b.add_edge(START, "ok"); b.add_edge(START, "bad"); b.add_edge(["ok", "bad"], "join"); b.add_edge("join", END)
for dur in ["exit"]:
    g = b.compile(checkpointer=InMemorySaver())
    broken[0] = True
    for k in calls: calls[k] = 0
    cfg = {"configurable": {"thread_id": "1"}}
    try:
        g.invoke({"log": ["in"]}, cfg, durability=dur)
    except ValueError as e:
        print(dur, "raised", repr(e))
    st = g.get_state(cfg)
    print(dur, st.values, st.next, sorted((t.name, t.error is not None and repr(t.error)) for t in st.tasks), st.metadata["step"])
    broken[0] = False
    print(dur, g.invoke(None, cfg, durability=dur), calls)
    print(dur, [(h.metadata["step"], h.next) for h in g.get_state_history(cfg)])
