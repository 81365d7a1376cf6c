# https://github.com/langchain-ai/langgraph/pull/7773 : a node fails and its error handler fails too (the run's error), then invoke(None) on the thread: whether the node or only the handler runs again, what the handler sees in NodeError, and the state and history after the recovered run
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.errors import NodeError
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict, total=False):
    status: str
    n: int
calls = {"node": 0, "handler": 0, "after": 0}
def node(s):
    calls["node"] += 1
    raise KeyError("missing")
def handler(s, error: NodeError):
    calls["handler"] += 1
    if calls["handler"] == 1:
        raise RuntimeError("handler crashed")
    return {"status": f"recovered from {error.node}: {type(error.error).__name__} {error.error}"}
def after(s):
    calls["after"] += 1
    return {"n": 1}
g = (StateGraph(S).add_node("node", node, error_handler=handler).add_node("after", after)
     .add_edge(START, "node").add_edge("node", "after").add_edge("after", END).compile(checkpointer=InMemorySaver()))
cfg = {"configurable": {"thread_id": "1"}}
try:
    g.invoke({"n": 0}, cfg)
except Exception as e:
    print(type(e).__name__, e, dict(calls))
st = g.get_state(cfg)
print(st.next, [(t.name, repr(t.error)) for t in st.tasks])
print(g.invoke(None, cfg), dict(calls))
print([(h.metadata["step"], h.next) for h in g.get_state_history(cfg)])
