# https://github.com/langchain-ai/langgraph/issues/5990 : runtime.execution_info as nodes see it: checkpoint_id shape with and without a checkpointer (shared by a step's parallel tasks), thread_id, run_id at the top level, in a subgraph run as a node, in a subgraph invoked with the node's config or with its own run_id, node_attempt after retries
import operator, uuid, re
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.runtime import Runtime
from langgraph.types import RetryPolicy
from langchain_core.runnables import RunnableConfig
class S(TypedDict):
    x: Annotated[list, operator.add]
tries = {"n": 0}
def info(name, runtime):
    e = runtime.execution_info
    cid = e.checkpoint_id
    shape = "uuid6" if re.fullmatch(r"[0-9a-f]{8}-[0-9a-f]{4}-6[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}", cid) else cid
    return (name, shape, e.checkpoint_ns.split(":")[0], e.thread_id, e.run_id, e.node_attempt)
def flaky(s, runtime: Runtime):
    tries["n"] += 1
    if tries["n"] % 2:
        raise ConnectionError("retry me")
    return {"x": [info("flaky", runtime) + (runtime.execution_info.checkpoint_id,)]}
def plain(s, runtime: Runtime):
    return {"x": [info("plain", runtime) + (runtime.execution_info.checkpoint_id,)]}
sub = StateGraph(S); sub.add_node("inner", lambda s, runtime: {"x": [info("inner", runtime)]}); sub.add_edge(START, "inner")
subc = sub.compile()
def call_cfg(s, config: RunnableConfig):
    return {"x": subc.invoke({"x": []}, config)["x"]}
def call_own(s, config: RunnableConfig):
    return {"x": subc.invoke({"x": []}, {**config, "run_id": uuid.UUID(int=9)})["x"]}
g = StateGraph(S)
g.add_node("flaky", flaky, retry_policy=RetryPolicy(initial_interval=0.001, jitter=False)); g.add_node("plain", plain)
g.add_node("sub", subc); g.add_node("call_cfg", call_cfg); g.add_node("call_own", call_own)
g.add_edge(START, "flaky"); g.add_edge(START, "plain"); g.add_edge("flaky", "sub"); g.add_edge("sub", "call_cfg"); g.add_edge("call_cfg", "call_own")
for label, kw, cfg in (("saver", {"checkpointer": InMemorySaver()}, {"configurable": {"thread_id": "T"}, "run_id": uuid.UUID(int=7)}), ("none", {}, {"run_id": uuid.UUID(int=7)}), ("none-no-run-id", {}, {})):
    out = g.compile(**kw).invoke({"x": []}, cfg)["x"]
    rows = sorted({r[:6] for r in out if r[0] != "flaky" or len(r) == 7}, key=str)
    first = [r for r in out if len(r) == 7]
    print(label, first[0][6] == first[1][6])
    for r in rows:
        print("  ", r)
