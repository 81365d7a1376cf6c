# https://github.com/langchain-ai/langgraph/pull/5014 : a graph after with_config(...) / with_config(recursion_limit=...) / compile(name=) then with_config: its type, name, get_name, config, get_graph nodes, channels, builder, checkpointer, and whether invoke honours the bound recursion_limit and tags (seen by a node)
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.config import get_config
class S(TypedDict):
    v: int
def n(s):
    cfg = get_config()
    return {"v": s["v"] + 1 + len(cfg.get("tags", []))}
b = StateGraph(S); b.add_node("n", n); b.add_edge(START, "n")
g = b.compile(name="base")
bound = g.with_config(tags=["t1"], run_name="bound_run", recursion_limit=5)
print(type(bound).__name__, bound.name, bound.get_name(), sorted(bound.config), bound.config.get("recursion_limit"), bound.config.get("tags"))
print(list(bound.get_graph().nodes), sorted(bound.channels), bound.builder is b, bound.checkpointer)
print(g.invoke({"v": 0}), bound.invoke({"v": 0}))
loop = StateGraph(S); loop.add_node("l", lambda s: {"v": s["v"] + 1}); loop.add_edge(START, "l"); loop.add_edge("l", "l")
lg = loop.compile().with_config(recursion_limit=3)
try:
    lg.invoke({"v": 0})
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0])
try:
    lg.invoke({"v": 0}, {"recursion_limit": 6})
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0])
