# https://github.com/langchain-ai/langgraph/issues/8834 : a node's update saved, then its conditional-edge function raises; invoke(None) on the same thread (InMemorySaver and SqliteSaver)
import sqlite3
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.checkpoint.sqlite import SqliteSaver

class State(TypedDict):
    n: int
    log: str

def build(saver, fail_in):
    calls = {"route": 0, "work": 0}
    def work(state):
        calls["work"] += 1
        if fail_in == "node" and calls["work"] == 1:
            raise RuntimeError("node boom")
        return {"n": state["n"] + 1, "log": state["log"] + "w"}
    def route(state):
        calls["route"] += 1
        if fail_in == "router" and calls["route"] == 1:
            raise RuntimeError("router boom")
        return "sink"
    def sink(state):
        return {"log": state["log"] + "s"}
    b = StateGraph(State)
    b.add_node("work", work); b.add_node("sink", sink)
    b.add_edge(START, "work"); b.add_conditional_edges("work", route, ["sink", END]); b.add_edge("sink", END)
    return b.compile(checkpointer=saver), calls

for saver_name in ("memory", "sqlite"):
    for fail_in in ("router", "node"):
        saver = InMemorySaver() if saver_name == "memory" else SqliteSaver(sqlite3.connect(":memory:", check_same_thread=False))
        g, calls = build(saver, fail_in)
        cfg = {"configurable": {"thread_id": "t"}}
        try:
            g.invoke({"n": 0, "log": ""}, cfg)
        except Exception as e:
            print(saver_name, fail_in, "raised", type(e).__name__, e)
        s = g.get_state(cfg)
        print("  after error:", s.values, s.next, [(t.name, t.error is not None) for t in s.tasks])
        out = g.invoke(None, cfg)
        print("  resumed:", out, calls)
        s = g.get_state(cfg)
        print("  final:", s.values, s.next, s.metadata["step"])
        print("  history:", [(h.metadata["source"], h.metadata["step"], h.next) for h in g.get_state_history(cfg)])
