# https://github.com/langchain-ai/langgraph/issues/8764 : which checkpoints a saver holds while the first node runs, by durability ("sync", "exit"), and after the run: the sources and steps of the thread's history, plus a failing first node under each mode (what is left to resume)
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict, total=False):
    n: int
saver = InMemorySaver()
seen = {}
def first(s, config):
    tid = config["configurable"]["thread_id"]
    seen[tid] = [(c.metadata["source"], c.metadata["step"]) for c in saver.list({"configurable": {"thread_id": tid}})]
    if tid.startswith("fail"):
        raise RuntimeError("down")
    return {"n": s["n"] + 1}
g = StateGraph(S).add_node("first", first).add_node("second", lambda s: {"n": s["n"] * 2}).add_edge(START, "first").add_edge("first", "second").add_edge("second", END).compile(checkpointer=saver)
for d in ("sync", "exit"):
    cfg = {"configurable": {"thread_id": d}}
    print(d, g.invoke({"n": 1}, cfg, durability=d), seen[d])
    print(d, [(h.metadata["source"], h.metadata["step"], h.next) for h in g.get_state_history(cfg)])
    cfg = {"configurable": {"thread_id": "fail-" + d}}
    try:
        g.invoke({"n": 1}, cfg, durability=d)
    except RuntimeError as e:
        st = g.get_state(cfg)
        print(d, "failed", seen["fail-" + d], st.values, st.next, [t.error for t in st.tasks])
