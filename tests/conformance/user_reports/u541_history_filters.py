# https://github.com/langchain-ai/langchain-mongodb/issues/129 , #2604 : get_state_history with filter= (source, step, custom metadata), before=, limit=; checkpoint_ns in the config; saver.list with filters on a SqliteSaver and InMemorySaver
import sqlite3
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.checkpoint.sqlite import SqliteSaver
class S(TypedDict):
    x: int
sub = StateGraph(S).add_node("s", lambda s: {"x": s["x"] + 100}).add_edge(START, "s").compile()
def build(saver):
    return (StateGraph(S).add_node("a", lambda s: {"x": s["x"] + 1}).add_node("sub", sub).add_node("b", lambda s: {"x": s["x"] * 2})
            .add_edge(START, "a").add_edge("a", "sub").add_edge("sub", "b").add_edge("b", END).compile(checkpointer=saver))
for saver in [InMemorySaver(), SqliteSaver(sqlite3.connect(":memory:", check_same_thread=False))]:
    g = build(saver)
    cfg = {"configurable": {"thread_id": "1"}}
    g.invoke({"x": 1}, {"configurable": {"thread_id": "1"}, "metadata": {"user": "ann"}})
    g.invoke({"x": 5}, cfg)
    hist = list(g.get_state_history(cfg))
    print(type(saver).__name__, len(hist), [(h.metadata["step"], h.metadata["source"], h.metadata.get("user")) for h in hist])
    print([h.metadata["step"] for h in g.get_state_history(cfg, filter={"source": "loop"})])
    print([h.metadata["step"] for h in g.get_state_history(cfg, filter={"step": 1})])
    print([h.metadata["step"] for h in g.get_state_history(cfg, filter={"user": "ann"})])
    print([h.metadata["step"] for h in g.get_state_history(cfg, filter={"source": "input", "step": -1})])
    print([h.metadata["step"] for h in g.get_state_history(cfg, limit=2)])
    print([h.values for h in g.get_state_history(cfg, before=hist[3].config, limit=3)])
    print([h.metadata["step"] for h in g.get_state_history(cfg, before=hist[-2].config)])
    print(len(list(saver.list(cfg))), len(list(saver.list(None, filter={"source": "update"}))), len(list(saver.list({"configurable": {"thread_id": "1", "checkpoint_ns": ""}}, limit=1))))
    print([h.metadata["step"] for h in g.get_state_history({"configurable": {"thread_id": "1", "checkpoint_ns": ""}}, limit=3)])
    print(len(list(g.get_state_history({"configurable": {"thread_id": "nope"}}))))
    print(g.get_state(hist[2].config).values, g.get_state(hist[2].config).next)
