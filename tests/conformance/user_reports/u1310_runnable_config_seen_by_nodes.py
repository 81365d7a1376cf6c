# https://github.com/langchain-ai/langgraph/issues/1016 : what a node's `config` parameter and get_config() hold when the run is given configurable values, run_name, tags, metadata, recursion_limit, max_concurrency and a thread: which keys, tags, metadata entries (user ones and langgraph_*), run_name, and in a subgraph node
from typing_extensions import TypedDict
from langchain_core.runnables import RunnableConfig
from langgraph.config import get_config
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    x: int
seen = []
def show(label, c):
    seen.append((label, sorted(c), c.get("run_name"), sorted(c.get("tags", [])), sorted((k, v) for k, v in c.get("metadata", {}).items() if isinstance(v, (str, int)) and k not in ("checkpoint_ns", "langgraph_checkpoint_ns")), sorted(k for k in c.get("configurable", {}) if not k.startswith("__pregel")), {k: v for k, v in c.get("configurable", {}).items() if k in ("user", "thread_id", "checkpoint_ns")}, c.get("recursion_limit"), c.get("max_concurrency")))
def node(s, config: RunnableConfig):
    show("param", config)
    show("get_config", get_config())
    return {"x": s["x"] + 1}
def inner(s):
    show("inner", get_config())
    return {}
sub = StateGraph(S).add_node("inner", inner).add_edge(START, "inner").compile()
g = StateGraph(S).add_node("node", node).add_node("sub", sub).add_edge(START, "node").add_edge("node", "sub").compile(checkpointer=InMemorySaver())
g.invoke({"x": 1}, {"configurable": {"thread_id": "t", "user": "u1"}, "run_name": "myrun", "tags": ["t1", "t2"], "metadata": {"m": "v", "n": 3}, "recursion_limit": 7, "max_concurrency": 2})
for s in seen:
    print(s)
seen.clear()
g.with_config(run_name="bound", tags=["b"], configurable={"user": "bound"}).invoke({"x": 1}, {"configurable": {"thread_id": "t2"}})
for s in seen:
    print(s)
