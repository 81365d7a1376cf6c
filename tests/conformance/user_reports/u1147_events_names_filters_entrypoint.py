# https://github.com/langchain-ai/langgraph/issues/2626 : astream_events(version="v2") names and filters: a RunnableLambda node with its own name, an @entrypoint called in a node plainly and bound with with_config(run_name=, tags=), a subgraph compiled with name=, and include_names / include_tags / include_types / exclude_types / exclude_names filters over them
import asyncio, operator
from typing import Annotated
from typing_extensions import TypedDict
from langchain_core.runnables import RunnableLambda
from langgraph.graph import StateGraph, START
from langgraph.func import entrypoint, task
class S(TypedDict):
    log: Annotated[list, operator.add]
@task
def t1(x): return x + 1
@entrypoint()
def ep(x):
    return t1(x).result()
ep_named = ep.with_config(run_name="EpNamed", tags=["ep-tag"])
sub = StateGraph(S).add_node("inner", lambda s: {"log": ["i"]}).add_edge(START, "inner").compile(name="SubCompiledName")
def call_ep(s): return {"log": [ep_named.invoke(1), ep.invoke(2)]}
g = (StateGraph(S).add_node("rl", RunnableLambda(lambda s: {"log": ["rl"]}, name="MyLambda")).add_node("call_ep", call_ep).add_node("sub", sub)
     .add_edge(START, "rl").add_edge("rl", "call_ep").add_edge("call_ep", "sub").compile(name="Outer"))
async def main():
    for kw in [{}, {"include_names": ["inner", "t1"]}, {"include_tags": ["ep-tag"]}, {"exclude_types": ["chain"]}, {"include_types": ["chain"], "exclude_names": ["LangGraph", "_write", "RunnableSequence"]}]:
        rows = []
        async for e in g.astream_events({"log": []}, version="v2", **kw):
            if e["event"] == "on_chain_stream": continue
            rows.append((e["event"], e["name"], sorted(t for t in e["tags"] if not t.startswith("seq:")), e["metadata"].get("langgraph_node")))
        print(kw, len(rows))
        for r in rows: print("  ", r)
asyncio.run(main())
