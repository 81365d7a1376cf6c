# https://github.com/langchain-ai/langgraph/issues/5018 : AsyncSqliteStore given to a compiled graph, used from async nodes (aput with a nested value, asearch with filter / offset, aget of a missing key, alist_namespaces with max_depth), then read back outside the graph
import asyncio
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.runtime import Runtime
from langgraph.store.sqlite.aio import AsyncSqliteStore
class S(TypedDict):
    out: dict
async def write(s, runtime: Runtime):
    for i in range(4):
        await runtime.store.aput(("docs", "team" + str(i % 2)), f"k{i}", {"i": i, "meta": {"even": i % 2 == 0}})
    return {}
async def read(s, runtime: Runtime):
    st = runtime.store
    found = await st.asearch(("docs",), filter={"i": {"$gte": 1}}, limit=2, offset=1)
    miss = await st.aget(("docs", "team0"), "zzz")
    nss = await st.alist_namespaces(prefix=("docs",), max_depth=1)
    all_ns = await st.alist_namespaces()
    return {"out": {"found": [(i.namespace, i.key, i.value) for i in found], "miss": miss, "nss": nss, "all": sorted(all_ns)}}
async def main():
    async with AsyncSqliteStore.from_conn_string(":memory:") as store:
        await store.setup()
        g = StateGraph(S).add_node("write", write).add_node("read", read).add_edge(START, "write").add_edge("write", "read").compile(store=store)
        r = await g.ainvoke({"out": {}})
        for k, v in r["out"].items():
            print(k, v)
        item = await store.aget(("docs", "team1"), "k3")
        print("outside", item.key, item.value, item.namespace)
        print("count", len(await store.asearch(("docs",), limit=100)))
asyncio.run(main())
