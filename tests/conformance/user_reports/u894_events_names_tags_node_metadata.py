# https://github.com/langchain-ai/langgraph/issues/3380 , https://github.com/langchain-ai/langgraph/pull/7536 : astream_events v2 of a graph compiled with a name, bound with with_config(tags, metadata, run_name), called with its own tags/metadata, whose nodes (one a named subgraph) carry add_node metadata: each chain event's name, tags and the metadata keys it carries
import asyncio, operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START
class S(TypedDict):
    log: Annotated[list, operator.add]
sub = StateGraph(S).add_node("inner", lambda s: {"log": ["inner"]}, metadata={"lvl": "inner"}).add_edge(START, "inner").compile(name="SubName")
app = (StateGraph(S).add_node("outer", lambda s: {"log": ["outer"]}, metadata={"lvl": "outer", "team": "o"})
       .add_node("sub", sub, metadata={"team": "S"}).add_edge(START, "outer").add_edge("outer", "sub").compile(name="App"))
bound = app.with_config(tags=["bt"], metadata={"bm": 1}, run_name="BoundRun")
async def main():
    rows = []
    async for ev in bound.astream_events({"log": []}, {"tags": ["ct"], "metadata": {"cm": 2}}, version="v2"):
        if ev["event"] in ("on_chain_start", "on_chain_end"):
            md = ev["metadata"]
            rows.append((ev["event"], ev["name"], sorted(ev["tags"]), md.get("lvl"), md.get("team"), md.get("bm"), md.get("cm"), md.get("langgraph_node")))
    return rows
for r in asyncio.run(main()):
    print(r)
