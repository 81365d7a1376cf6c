# https://github.com/langchain-ai/langgraph/pull/1027 : three graph levels where the two children are compiled with checkpointer=True, run twice on one thread: each level's memory between runs, the checkpoint namespaces saved (depth), and the "parents" metadata of the deepest checkpoints (keys per level)
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    count: Annotated[int, operator.add]
    log: Annotated[list, operator.add]
leaf = StateGraph(S).add_node("inc", lambda s: {"count": 1, "log": ["leaf count " + str(s["count"] + 1)]}).add_edge(START, "inc").compile(checkpointer=True)
mid = StateGraph(S).add_node("leaf", leaf).add_node("m", lambda s: {"count": 10}).add_edge(START, "m").add_edge("m", "leaf").compile(checkpointer=True)
saver = InMemorySaver()
g = StateGraph(S).add_node("mid", mid).add_edge(START, "mid").compile(checkpointer=saver)
cfg = {"configurable": {"thread_id": "t"}}
for i in range(2):
    print(g.invoke({"count": 0, "log": []}, cfg))
depths = {}
for c in saver.list(None):
    ns = c.config["configurable"]["checkpoint_ns"]
    d = ns.count("|") + 1 if ns else 0
    depths[d] = depths.get(d, 0) + 1
    if d == 2 and c.metadata.get("source") == "loop":
        print(d, c.metadata["step"], sorted(len(k.split("|")) if k else 0 for k in c.metadata.get("parents", {})))
print(sorted(depths.items()))
