# https://github.com/langchain-ai/langgraph/pull/58 : two parallel nodes (and two Sends, and a subgraph's parallel nodes) writing one LastValue key in a step: INVALID_CONCURRENT_GRAPH_UPDATE's full text, lc_error_code and what the checkpointed thread keeps
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Send
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    v: int
    other: str
def show(label, fn):
    try:
        print(label, "ok", fn())
    except Exception as e:
        print(label, type(e).__name__, getattr(e, "lc_error_code", None))
        print("  " + "\n  ".join(str(e).splitlines()))
b = StateGraph(S)
b.add_node("a", lambda s: {"v": 1}); b.add_node("b", lambda s: {"v": 2, "other": "b"})
b.add_edge(START, "a"); b.add_edge(START, "b")
saver = InMemorySaver()
g = b.compile(checkpointer=saver)
cfg = {"configurable": {"thread_id": "t"}}
show("parallel", lambda: g.invoke({"v": 0, "other": ""}, cfg))
show("get_state", lambda: (lambda st: (st.values, st.next, [(t.name, t.error) for t in st.tasks]))(g.get_state(cfg)))
show("history", lambda: [(h.values, h.next, h.metadata["step"]) for h in g.get_state_history(cfg)])
b2 = StateGraph(S)
b2.add_node("w", lambda s: {"v": s["v"]})
b2.add_conditional_edges(START, lambda s: [Send("w", {"v": 1, "other": ""}), Send("w", {"v": 2, "other": ""})])
show("sends", lambda: b2.compile().invoke({"v": 0, "other": ""}))
b3 = StateGraph(S)
b3.add_node("x", lambda s: {"other": "x"}); b3.add_node("y", lambda s: {"other": "y"})
b3.add_edge(START, "x"); b3.add_edge(START, "y")
outer = StateGraph(S)
outer.add_node("sub", b3.compile()); outer.add_edge(START, "sub")
show("subgraph", lambda: outer.compile().invoke({"v": 0, "other": ""}))
show("stream", lambda: list(g.stream({"v": 0, "other": ""}, {"configurable": {"thread_id": "t2"}}, stream_mode="updates")))
