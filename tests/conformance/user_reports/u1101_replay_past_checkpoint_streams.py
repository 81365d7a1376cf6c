# https://github.com/langchain-ai/langgraph/issues/6165 : replaying from a past checkpoint_id with stream_mode=["updates", "checkpoints", "tasks"]: which nodes re-run, what the checkpoints stream shows (step, source, next, parent position) and how the history branches afterwards
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
calls = []
def mk(n):
    def f(s):
        calls.append(n)
        return {"log": [n]}
    return f
g = StateGraph(S).add_sequence([(n, mk(n)) for n in "abc"]).add_edge(START, "a").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
g.invoke({"log": []}, cfg)
hist = list(g.get_state_history(cfg))
pos = {h.config["configurable"]["checkpoint_id"]: i for i, h in enumerate(hist)}
def P(c): return None if c is None else pos.setdefault(c["configurable"]["checkpoint_id"], "new%d" % len(pos))
print([(P(h.config), h.metadata["step"], h.next) for h in hist])
past = next(h for h in hist if h.next == ("b",))
calls.clear()
for mode, c in g.stream(None, past.config, stream_mode=["updates", "checkpoints", "tasks"]):
    if mode == "checkpoints":
        print(mode, P(c["config"]), c["metadata"]["step"], c["metadata"]["source"], c["next"], P(c["parent_config"]), c["values"], [t["name"] for t in c["tasks"]])
    elif mode == "tasks":
        print(mode, c["name"], sorted(c), c.get("triggers"), c.get("result"))
    else:
        print(mode, c)
print(calls)
hist2 = list(g.get_state_history(cfg))
print([(P(h.config), h.metadata["step"], h.metadata["source"], h.next, P(h.parent_config)) for h in hist2])
print(g.get_state(cfg).values, g.get_state(past.config).values)
calls.clear()
print(g.invoke(None, hist[0].config), calls)
