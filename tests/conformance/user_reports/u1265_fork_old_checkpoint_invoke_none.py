# https://github.com/langchain-ai/langgraph/issues/4748 : a three-step thread forked by update_state on its first loop checkpoint (with and without as_node), then invoke(None) on the fork: which nodes run again, the fork's parent_config, the thread's latest state, and the history branching
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    x: int
    log: Annotated[list, operator.add]
ran = []
def mk(name):
    def f(s):
        ran.append(name)
        return {"log": [name + "@" + str(s["x"])]}
    return f
g = StateGraph(S).add_node("a", mk("a")).add_node("b", mk("b")).add_node("c", mk("c")).add_edge(START, "a").add_edge("a", "b").add_edge("b", "c").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "t"}}
g.invoke({"x": 1, "log": []}, cfg)
hist = list(g.get_state_history(cfg))
before_b = next(h for h in hist if h.next == ("b",))
for as_node in [None, "a"]:
    ran.clear()
    fork = g.update_state(before_b.config, {"x": 10}, as_node=as_node)
    fst = g.get_state(fork)
    print(as_node, fst.next, fst.values, fst.parent_config["configurable"]["checkpoint_id"] == before_b.config["configurable"]["checkpoint_id"], fst.metadata["source"], fst.metadata["step"])
    print(" run", g.invoke(None, fork), ran)
    print(" latest", g.get_state(cfg).values["log"])
print(len(list(g.get_state_history(cfg))), sorted((h.metadata["source"], h.metadata["step"]) for h in g.get_state_history(cfg)))
