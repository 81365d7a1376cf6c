# https://github.com/langchain-ai/langgraph/issues/4455 : stream_mode="custom" with subgraphs=True: chunks written by get_stream_writer in a parent node, a subgraph node two levels down and a @task inside a node, with their namespaces (task ids stripped)
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.config import get_stream_writer
from langgraph.func import task
class S(TypedDict):
    v: int
def leaf(s):
    get_stream_writer()({"at": "leaf", "v": s["v"]})
    return {"v": s["v"] + 1}
inner = StateGraph(S).add_node("leaf", leaf).add_edge(START, "leaf").compile()
middle = StateGraph(S).add_node("inner", inner).add_edge(START, "inner").compile()
@task
def helper(v):
    get_stream_writer()({"at": "task", "v": v})
    return v * 2
def top(s):
    get_stream_writer()({"at": "top"})
    return {"v": helper(s["v"]).result()}
g = StateGraph(S).add_node("top", top).add_node("middle", middle).add_edge(START, "top").add_edge("top", "middle").compile()
for ns, ch in g.stream({"v": 1}, stream_mode="custom", subgraphs=True):
    print(tuple(p.split(":")[0] for p in ns), ch)
print(list(g.stream({"v": 1}, stream_mode="custom")))
for ch in g.stream({"v": 1}, stream_mode=["custom", "updates"], subgraphs=True, version="v2"):
    print(ch["type"], tuple(p.split(":")[0] for p in ch["ns"]), ch["data"])
