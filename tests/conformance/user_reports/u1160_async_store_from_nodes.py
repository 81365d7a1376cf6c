# https://github.com/langchain-ai/langgraph/issues/5018 : async nodes using the store through runtime.store and get_store(): aput, aget, asearch with filter and limit, alist_namespaces, adelete, across two invocations on one InMemoryStore; items' keys, values and namespaces
import asyncio
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.runtime import Runtime
from langgraph.config import get_store
from langgraph.store.memory import InMemoryStore
class S(TypedDict):
    user: str
    facts: list
    out: dict
async def save(s, runtime: Runtime):
    for i, f in enumerate(s["facts"]):
        await runtime.store.aput(("users", s["user"], "facts"), f"f{i}", {"text": f, "len": len(f)})
    return {}
async def read(s):
    store = get_store()
    items = await store.asearch(("users", s["user"]), filter={"len": {"$gt": 3}}, limit=10)
    one = await store.aget(("users", s["user"], "facts"), "f0")
    nss = await store.alist_namespaces(prefix=("users",))
    await store.adelete(("users", s["user"], "facts"), "f1")
    after = await store.asearch(("users", s["user"], "facts"))
    return {"out": {"found": sorted((i.key, i.value["text"], i.namespace) for i in items),
                    "one": one.value if one else None, "nss": sorted(nss), "after": sorted(i.key for i in after)}}
store = InMemoryStore()
g = StateGraph(S).add_node("save", save).add_node("read", read).add_edge(START, "save").add_edge("save", "read").compile(store=store)
async def main():
    r = await g.ainvoke({"user": "u1", "facts": ["cat", "likes tea", "zebra"], "out": {}})
    print(r["out"])
    r = await g.ainvoke({"user": "u2", "facts": ["xy", "abcdef"], "out": {}})
    print(r["out"])
    print("sync view", sorted(i.key for i in store.search(("users",))))
asyncio.run(main())
