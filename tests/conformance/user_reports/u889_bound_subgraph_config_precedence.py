# https://github.com/langchain-ai/langgraph/issues/1554 , https://github.com/langchain-ai/langgraph/issues/3380 : a subgraph bound with with_config(metadata, configurable, tags) run as a node with its own add_node metadata, invoked inside a node, and invoked with a config of its own: which of run / node / bound / call values the inner node sees for each key
from typing import TypedDict
from langchain_core.runnables import RunnableConfig
from langgraph.graph import StateGraph, START
class S(TypedDict):
    x: int
seen = []
def inner(s, config: RunnableConfig):
    md = config["metadata"]
    seen.append((md.get("k"), md.get("b"), md.get("n"), config["configurable"].get("c"), config.get("tags")))
    return {}
sub = StateGraph(S).add_node("inner", inner).add_edge(START, "inner").compile()
bound = sub.with_config(metadata={"k": "bound", "b": "bound"}, configurable={"c": "bound"}, tags=["bt"])
for label, node, kw in [("as node", bound, {"metadata": {"k": "node", "n": "node"}}), ("in func", lambda s: bound.invoke(s), {"metadata": {"k": "node", "n": "node"}}), ("in func with config", lambda s: bound.invoke(s, {"metadata": {"k": "call"}, "tags": ["ct"]}), {"metadata": {"k": "node", "n": "node"}})]:
    seen.clear()
    StateGraph(S).add_node("c", node, **kw).add_edge(START, "c").compile().invoke({"x": 0}, {"metadata": {"k": "run"}, "configurable": {"c": "run"}, "tags": ["rt"]})
    print(label, seen)
