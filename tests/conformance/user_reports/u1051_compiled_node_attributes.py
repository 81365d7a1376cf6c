# https://github.com/langchain-ai/langgraph/issues/1507 : compiled.nodes[...] as tools read them: triggers, channels, metadata, cache policy, subgraphs, for a plain node, a deferred join node, a node with a conditional branch, a subgraph node and START
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import CachePolicy
class S(TypedDict):
    v: int
def n(s): return {"v": s["v"] + 1}
sub = StateGraph(S); sub.add_node("i", n); sub.add_edge(START, "i")
b = StateGraph(S)
b.add_node("a", n, metadata={"k": 1}); b.add_node("b", n, cache_policy=CachePolicy(ttl=3)); b.add_node("j", n, defer=True)
b.add_node("sub", sub.compile())
b.add_edge(START, "a"); b.add_conditional_edges("a", lambda s: ["b", "sub"], ["b", "sub"])
b.add_edge(["b", "sub"], "j")
g = b.compile()
for name, node in g.nodes.items():
    print(name, type(node).__name__, sorted(node.triggers), node.channels if isinstance(node.channels, str) else sorted(node.channels), node.metadata, node.cache_policy, [type(s).__name__ for s in node.subgraphs])
print(g.invoke({"v": 0}, {"recursion_limit": 10}) if False else sorted(g.get_graph().nodes))
