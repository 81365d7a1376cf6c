# https://github.com/langchain-ai/langgraph/issues/1695 , #4523 : a subgraph node failing: get_state(subgraphs=True) task error and its state, history entries' tasks, retry after fixing via update_state on the subgraph config
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver

class S(TypedDict):
    v: str
flag = {"fail": True}
def risky(s):
    if flag["fail"]:
        raise ValueError("inner boom")
    return {"v": s["v"] + "r"}
sub = StateGraph(S).add_node("prep", lambda s: {"v": s["v"] + "p"}).add_node("risky", risky).add_edge(START, "prep").add_edge("prep", "risky").compile()
g = StateGraph(S).add_node("sub", sub).add_node("after", lambda s: {"v": s["v"] + "a"}).add_edge(START, "sub").add_edge("sub", "after").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
try:
    g.invoke({"v": ">"}, cfg)
except Exception as e:
    print(type(e).__name__, e)
st = g.get_state(cfg, subgraphs=True)
print(st.next, st.values, [(t.name, repr(t.error)) for t in st.tasks])
ts = st.tasks[0].state
print(type(ts).__name__, getattr(ts, "values", None), getattr(ts, "next", None), [(t.name, repr(t.error)) for t in getattr(ts, "tasks", ())])
flag["fail"] = False
print(g.invoke(None, cfg))
print([(h.metadata["step"], h.next, [(t.name, t.error is not None) for t in h.tasks]) for h in g.get_state_history(cfg)])
