# https://github.com/langchain-ai/langgraph/issues/3206 , #6792 : a checkpointer=True subgraph invoked inside an async node (not added as a node) across two parent invocations: its memory, namespaces, aget_state(subgraphs=True)
import asyncio, operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver

class S(TypedDict):
    log: Annotated[list, operator.add]
sb = StateGraph(S); sb.add_node("rem", lambda s: {"log": [f"sub saw {len(s['log'])}"]}); sb.add_edge(START, "rem")
sub = sb.compile(checkpointer=True)
async def call(state):
    out = await sub.ainvoke({"log": ["x"]})
    return {"log": [out["log"][-1]]}
pb = StateGraph(S); pb.add_node("call", call); pb.add_edge(START, "call")
saver = InMemorySaver()
g = pb.compile(checkpointer=saver)
async def main():
    cfg = {"configurable": {"thread_id": "1"}}
    for _ in range(3):
        print((await g.ainvoke({"log": []}, cfg))["log"])
    nss = sorted({c.config["configurable"]["checkpoint_ns"].split(":")[0] for c in saver.list(None)})
    print(nss)
    st = await g.aget_state(cfg, subgraphs=True)
    print(st.values, st.tasks)
asyncio.run(main())
