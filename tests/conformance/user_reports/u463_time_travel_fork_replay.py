# https://github.com/langchain-ai/langgraph/issues/4987 , langchain-mongodb#129 : replay from a past checkpoint_id, fork via update_state on it, history after both, stream of the replay
from typing import TypedDict, Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
    n: int
calls = []
def mk(name):
    def f(s):
        calls.append(name); return {"log": [name], "n": s["n"] + 1}
    return f
g = StateGraph(S)
for n in "abc": g.add_node(n, mk(n))
g.add_edge(START, "a"); g.add_edge("a", "b"); g.add_edge("b", "c"); g.add_edge("c", END)
app = g.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
app.invoke({"log": [], "n": 0}, cfg)
hist = list(app.get_state_history(cfg))
before_b = next(h for h in hist if h.next == ("b",))
print("before_b", before_b.values, before_b.metadata["step"])
calls.clear()
print(list(app.stream(None, before_b.config, stream_mode="updates")), calls)
fork = app.update_state(before_b.config, {"log": ["edit"], "n": 50})
print(app.get_state(fork).next, app.get_state(fork).values)
calls.clear()
print(app.invoke(None, fork), calls)
h2 = list(app.get_state_history(cfg))
print(len(hist), len(h2))
for h in h2:
    print(h.metadata["step"], h.metadata["source"], h.next, h.values["log"] if h.values else None,
          h.parent_config["configurable"]["checkpoint_id"] == before_b.config["configurable"]["checkpoint_id"] if h.parent_config else None)
