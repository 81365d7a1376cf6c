# https://github.com/langchain-ai/langgraph/pull/3238 , #5932 : tags seen by nodes of a subgraph reached by Send, a checkpointer=True subgraph, a with_config(tags) subgraph, and a subgraph inside a @task
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import Send
from langgraph.func import entrypoint, task
from langgraph.config import get_config
from langgraph.checkpoint.memory import InMemorySaver

class S(TypedDict, total=False):
    seen: Annotated[list, operator.add]
    x: int
def look(s):
    return {"seen": [[t for t in get_config().get("tags", []) if not t.startswith(("graph:", "seq:"))]]}
def mk(cp=None):
    sb = StateGraph(S); sb.add_node("look", look); sb.add_edge(START, "look")
    return sb.compile(checkpointer=cp)
variants = {"send": mk(), "cp_true": mk(True), "with_config": mk().with_config(tags=["wc"])}
for name, sub in variants.items():
    pb = StateGraph(S); pb.add_node("sub", sub)
    if name == "send":
        pb.add_conditional_edges(START, lambda s: [Send("sub", {"x": 1})], ["sub"])
    else:
        pb.add_edge(START, "sub")
    g = pb.compile(checkpointer=InMemorySaver())
    print(name, g.invoke({"seen": []}, {"configurable": {"thread_id": name}, "tags": ["web"]})["seen"])
inner = mk()
@task
def run_inner(x):
    return inner.invoke({"seen": []})["seen"]
@entrypoint()
def wf(x):
    return run_inner(x).result()
print("task", wf.invoke(1, {"tags": ["web"]}))
