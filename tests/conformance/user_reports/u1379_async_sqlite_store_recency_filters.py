# https://github.com/langchain-ai/langgraph/issues/5178 : AsyncSqliteStore used from an async graph's nodes and directly (and one with TTLConfig(refresh_on_read=True, default_ttl=...), the report's setup): aput over two seconds, asearch order (most recent update first), with filter / limit / offset, alist_namespaces with prefix and max_depth, adelete, abatch mixing gets and puts (reads see the store before the batch), and aget of a missing key
import asyncio
import time
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.runtime import Runtime
from langgraph.store.sqlite.aio import AsyncSqliteStore
from langgraph.store.base import GetOp, PutOp, TTLConfig
class S(TypedDict, total=False):
    n: int
async def note(s: S, runtime: Runtime):
    await runtime.store.aput(("notes", "u1"), "n%d" % s["n"], {"n": s["n"], "kind": "odd" if s["n"] % 2 else "even"})
    return {}
async def main():
    async with AsyncSqliteStore.from_conn_string(":memory:") as store:
        await store.setup()
        g = StateGraph(S).add_node("note", note).add_edge(START, "note").compile(store=store)
        time.sleep(1.01 - time.time() % 1)
        for n in (1, 2, 3):
            await g.ainvoke({"n": n})
        await asyncio.sleep(1.05)
        await store.aput(("notes", "u1"), "n1", {"n": 1, "kind": "odd", "edited": True})
        await store.aput(("notes", "u2", "deep"), "x", {"n": 9, "kind": "odd"})
        print([i.key for i in await store.asearch(("notes",))])
        print([i.key for i in await store.asearch(("notes", "u1"), filter={"kind": "odd"})])
        print([i.key for i in await store.asearch(("notes",), limit=2, offset=1)])
        print(await store.alist_namespaces(prefix=("notes",)), await store.alist_namespaces(max_depth=2))
        await store.adelete(("notes", "u1"), "n2")
        res = await store.abatch([GetOp(("notes", "u1"), "n3"), PutOp(("notes", "u1"), "n3", {"n": 33}), GetOp(("notes", "u1"), "n3")])
        print([r.value if r else r for r in res], (await store.aget(("notes", "u1"), "n3")).value, await store.aget(("notes", "u1"), "n2"))
    async with AsyncSqliteStore.from_conn_string(":memory:", ttl=TTLConfig(refresh_on_read=True, default_ttl=1)) as store:
        await store.setup()
        await store.aput(("aaa", "bbb"), "key1", {"data": "123"})
        await store.aput(("aaa", "bbb"), "key2", {"data": "123"}, ttl=None)
        items = await store.asearch(("aaa", "bbb"))
        print("ttl", len(items), sorted(i.key for i in items), (await store.aget(("aaa", "bbb"), "key1")).value)
asyncio.run(main())
