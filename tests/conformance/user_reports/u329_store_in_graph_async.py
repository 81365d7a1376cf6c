# https://github.com/langchain-ai/langgraph/issues/6240 , #7427 , langchain-academy#108 : runtime.store in async nodes: aput/asearch with an index and query, alist_namespaces, namespace labels from config (user_id int), store on get_store()
import asyncio
from typing import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.runtime import Runtime
from langgraph.config import get_store
from langgraph.store.memory import InMemoryStore

def embed(texts):
    return [[float("pizza" in t), float("cat" in t), 1.0] for t in texts]
store = InMemoryStore(index={"dims": 3, "embed": embed, "fields": ["memory"]})

class S(TypedDict):
    msg: str
    found: list

async def remember(state: S, runtime: Runtime):
    uid = runtime.context["user_id"]
    ns = ("memories", uid)
    await runtime.store.aput(ns, state["msg"][:5], {"memory": state["msg"]})
    return {}
async def recall(state: S, runtime: Runtime):
    uid = runtime.context["user_id"]
    res = await runtime.store.asearch(("memories", uid), query=state["msg"], limit=2)
    other = await get_store().alist_namespaces(prefix=("memories",))
    return {"found": [(r.key, r.value["memory"], round(r.score, 3)) for r in res] + [("ns", other)]}
b = StateGraph(S); b.add_node(remember); b.add_node(recall); b.add_edge(START, "remember"); b.add_edge("remember", "recall")
g = b.compile(store=store)
async def main():
    for uid, msg in (("u1", "I like pizza a lot"), ("u1", "my cat is grey"), ("u2", "cat food"), ("u1", "pizza again")):
        out = await g.ainvoke({"msg": msg, "found": []}, context={"user_id": uid})
        print(uid, out["found"])
    try:
        await g.ainvoke({"msg": "x", "found": []}, context={"user_id": 7})
    except Exception as e:
        print("int uid", type(e).__name__, e)
    print(await store.alist_namespaces())
asyncio.run(main())
