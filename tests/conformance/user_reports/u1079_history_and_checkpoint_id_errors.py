# https://github.com/langchain-ai/langgraph/pull/1791 : get_state_history with limit=0, before naming an unknown checkpoint id, filter given a non-matching dict; get_state with a checkpoint_id that does not exist in the thread; update_state from an unknown checkpoint_id: results and errors
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    v: int
def show(label, fn):
    try:
        print(label, "ok", fn())
    except Exception as e:
        print(label, type(e).__name__, str(e).splitlines()[0])
b = StateGraph(S); b.add_node("n", lambda s: {"v": s["v"] + 1}); b.add_edge(START, "n")
g = b.compile(checkpointer=InMemorySaver())
c = {"configurable": {"thread_id": "t"}}
g.invoke({"v": 0}, c)
ghost = {"configurable": {"thread_id": "t", "checkpoint_id": "1f000000-0000-6000-8000-000000000000"}}
show("limit 0", lambda: [h.values for h in g.get_state_history(c, limit=0)])
show("limit 1", lambda: [h.values for h in g.get_state_history(c, limit=1)])
show("before ghost", lambda: [h.values for h in g.get_state_history(c, before=ghost)])
show("filter", lambda: [h.values for h in g.get_state_history(c, filter={"source": "nope"})])
show("filter step", lambda: [h.metadata["step"] for h in g.get_state_history(c, filter={"step": 1})])
show("get ghost", lambda: (lambda st: (st.values, st.next, st.config["configurable"].get("checkpoint_id") is not None))(g.get_state(ghost)))
show("update ghost", lambda: g.update_state(ghost, {"v": 99}, as_node="n")["configurable"]["thread_id"])
print(len(list(g.get_state_history(c))), g.get_state(c).values)
