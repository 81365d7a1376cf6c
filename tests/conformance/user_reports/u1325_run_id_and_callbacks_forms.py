# https://github.com/langchain-ai/langgraph/issues/1856 : a run_id given in the invoke config becomes the root run's id seen by callbacks and astream_events (and not the nodes'), callbacks passed as a list, as a CallbackManager, as a single handler bound with with_config; on_chain_start names and parent links; run_id reused across two invokes
import asyncio, uuid
from typing_extensions import TypedDict
from langchain_core.callbacks import BaseCallbackHandler, CallbackManager
from langgraph.graph import StateGraph, START
class S(TypedDict):
    x: int
class H(BaseCallbackHandler):
    def __init__(self): self.rows = []
    def on_chain_start(self, serialized, inputs, *, run_id, parent_run_id=None, name=None, **kw):
        self.rows.append((name, run_id, parent_run_id))
g = StateGraph(S).add_node("a", lambda s: {"x": s["x"] + 1}).add_node("b", lambda s: {"x": s["x"] * 2}).add_edge(START, "a").add_edge("a", "b").compile()
rid = uuid.UUID("12345678-1234-5678-1234-567812345678")
def show(h):
    ids = {r[1]: r[0] for r in h.rows}
    return [(n, r == rid, ids.get(p, "root" if p is None else "?")) for n, r, p in h.rows]
h = H(); print(g.invoke({"x": 1}, {"run_id": rid, "callbacks": [h]}), show(h))
h = H(); print(g.invoke({"x": 1}, {"run_id": rid, "callbacks": CallbackManager([h])}), show(h))
h = H(); print(g.with_config(callbacks=[h]).invoke({"x": 1}, {"run_id": rid}), show(h))
h = H(); print(list(g.stream({"x": 1}, {"run_id": rid, "callbacks": [h]})), show(h))
async def main():
    evs = [(e["event"], e["name"], e["run_id"] == str(rid)) async for e in g.astream_events({"x": 1}, {"run_id": rid}, version="v2")]
    print(evs)
asyncio.run(main())
