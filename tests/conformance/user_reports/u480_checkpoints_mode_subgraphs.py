# https://github.com/langchain-ai/langgraph/pull/5117 , langgraph4j#248 : stream_mode="checkpoints" with subgraphs=True: namespaces, parent_config, metadata, next/tasks of subgraph checkpoints
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    x: int
sub2 = StateGraph(S).add_node("f1", lambda s: {"x": s["x"] + 1}).add_node("f2", lambda s: {"x": s["x"] * 2}).add_edge(START, "f1").add_edge("f1", "f2").compile()
sub1 = StateGraph(S).add_node("bar1", lambda s: {"x": s["x"] + 10}).add_node("sub2", sub2).add_edge(START, "bar1").add_edge("bar1", "sub2").compile()
g = StateGraph(S).add_node("main1", lambda s: {"x": 0}).add_node("sub1", sub1).add_edge(START, "main1").add_edge("main1", "sub1").compile(checkpointer=InMemorySaver())
for ns, cp in g.stream({"x": 1}, {"configurable": {"thread_id": "1"}}, stream_mode="checkpoints", subgraphs=True):
    conf = cp["config"]["configurable"]
    print(tuple(n.split(":")[0] for n in ns), cp["metadata"]["source"], cp["metadata"]["step"], cp["values"], cp["next"],
          [t["name"] for t in cp["tasks"]], conf["checkpoint_ns"].count("|"), cp["parent_config"] is not None, sorted(conf))
