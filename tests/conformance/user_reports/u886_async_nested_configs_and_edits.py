# https://github.com/langchain-ai/langgraph/issues/3362 , https://github.com/langchain-ai/langgraph/issues/5700 : the async path through nested configs and state edits: an async subgraph node bound with_config(recursion_limit=3) under a node with metadata, the same subgraph awaited with a thread of its own, what its node sees (metadata, tags, recursion_limit, store); then abulk_update_state with plain tuples through a with_config-bound graph, aget_state and aget_state_history with a top-level thread_id
import asyncio, operator
from typing import Annotated, TypedDict
from langchain_core.runnables import RunnableConfig
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.store.memory import InMemoryStore
from langgraph.runtime import Runtime
from langgraph.types import StateUpdate
class S(TypedDict):
    log: Annotated[list, operator.add]
seen = []
async def inner(s, config: RunnableConfig, runtime: Runtime):
    md = config["metadata"]
    seen.append((md.get("team"), md.get("m"), md.get("thread_id"), config.get("tags"), config.get("recursion_limit"), runtime.store is not None))
    return {"log": ["inner"]}
sub = StateGraph(S).add_node("inner", inner).add_edge(START, "inner").compile(store=InMemoryStore(), checkpointer=InMemorySaver())
async def own(s):
    return {"log": (await sub.ainvoke(s, {"configurable": {"thread_id": "own"}}))["log"]}
async def main():
    app = (StateGraph(S).add_node("as_node", sub.with_config(recursion_limit=3), metadata={"team": "A"}).add_node("own", own, metadata={"team": "B"})
           .add_edge(START, "as_node").add_edge("as_node", "own").compile(checkpointer=InMemorySaver()))
    cfg = {"configurable": {"thread_id": "1"}, "metadata": {"m": 1}, "tags": ["t"], "recursion_limit": 20}
    await app.ainvoke({"log": []}, cfg)
    b = app.with_config(metadata={"who": "bound"})
    await b.abulk_update_state({"configurable": {"thread_id": "1"}}, [[({"log": ["x"]}, "own", None), ({"log": ["y"]}, "as_node", None)]])
    st = await b.aget_state({"configurable": {"thread_id": "1"}})
    hist = [h async for h in app.aget_state_history({"thread_id": "1"})]
    return st.values, st.metadata.get("who"), len(hist)
print(asyncio.run(main()))
for r in seen:
    print(r)
