# https://github.com/langchain-ai/langgraph/issues/8764 : a three-node pipeline whose middle node fails on the first run, under durability "sync", "async" and "exit": the history each mode kept after the failure (steps, next, tasks' errors), then the fixed rerun with invoke(None) and the history after it
from typing import TypedDict, Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
fail = {"on": True}
def a(s):
    return {"log": ["a"]}
def b(s):
    if fail["on"]:
        raise RuntimeError("b broke")
    return {"log": ["b"]}
def c(s):
    return {"log": ["c"]}
app = StateGraph(S).add_node("a", a).add_node("b", b).add_node("c", c).add_edge(START, "a").add_edge("a", "b").add_edge("b", "c").add_edge("c", END).compile(checkpointer=InMemorySaver())
for d in ["sync", "async", "exit"]:
    fail["on"] = True
    cfg = {"configurable": {"thread_id": d}}
    try:
        app.invoke({"log": []}, cfg, durability=d)
    except RuntimeError as e:
        print(d, "raised", e)
    print(d, [(h.metadata["step"], h.metadata["source"], h.next, h.values, [(t.name, repr(t.error)) for t in h.tasks if t.error]) for h in app.get_state_history(cfg)])
    fail["on"] = False
    print(d, app.invoke(None, cfg, durability=d))
    print(d, [(h.metadata["step"], h.next) for h in app.get_state_history(cfg)])
