# store reports, async side (round 2; see round 1's u31) : async nodes using runtime.store aput/asearch/aget, get_store() in an @entrypoint, no store configured
import asyncio
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.store.memory import InMemoryStore
from langgraph.runtime import Runtime
from langgraph.func import entrypoint
from langgraph.config import get_store

class S(TypedDict):
    user: str
    seen: list

async def save(s, runtime: Runtime):
    await runtime.store.aput(("u", s["user"]), "k1", {"v": 1})
    await runtime.store.aput(("u", s["user"]), "k2", {"v": 2})
    return {}
async def load(s, runtime: Runtime):
    items = await runtime.store.asearch(("u", s["user"]))
    it = await runtime.store.aget(("u", s["user"]), "k2")
    return {"seen": sorted(i.key for i in items) + [it.value["v"]]}
b = StateGraph(S); b.add_node("save", save); b.add_node("load", load)
b.add_edge(START, "save"); b.add_edge("save", "load"); b.add_edge("load", END)
store = InMemoryStore()
g = b.compile(store=store)

@entrypoint(store=store)
async def ep(user: str):
    st = get_store()
    return [i.key for i in await st.asearch(("u", user))]

async def main():
    print(await g.ainvoke({"user": "a", "seen": []}))
    print(await ep.ainvoke("a"))
    print(await store.alist_namespaces())
asyncio.run(main())
g2 = b.compile()
try:
    asyncio.run(g2.ainvoke({"user": "a", "seen": []}))
except Exception as e:
    print(type(e).__name__, str(e)[:100])
