# https://github.com/langchain-ai/langgraph/pull/8053 : callback handlers a subgraph holds itself: bound with with_config(callbacks=[...]) (added as a node, called plainly and with a config of its own) and given to a call inside a node, sync and async: which runs each handler hears, with parents as seen by that handler, against the root handler
import operator, asyncio
from typing import Annotated
from typing_extensions import TypedDict
from langchain_core.callbacks import BaseCallbackHandler
from langgraph.graph import StateGraph, START
class S(TypedDict):
    log: Annotated[list, operator.add]
class H(BaseCallbackHandler):
    def __init__(self, tag): self.tag, self.seen, self.ids = tag, [], {}
    def on_chain_start(self, serialized, inputs, *, run_id, parent_run_id=None, **kw):
        self.seen.append((kw.get("name"), self.ids.setdefault(run_id, len(self.ids)), self.ids.get(parent_run_id, "ext" if parent_run_id else None)))
base = StateGraph(S).add_node("inner", lambda s: {"log": ["i"]}).add_edge(START, "inner").compile()
hb, hg, hr = H("bound"), H("given"), H("root")
bound = base.with_config(callbacks=[hb])
def given_call(s): return base.invoke(s, {"callbacks": [hg]})
def given_bound(s): return bound.invoke(s, {"callbacks": [hg]})
def plain_bound(s): return bound.invoke(s)
g = (StateGraph(S).add_node("as_node", bound).add_node("given_call", given_call).add_node("given_bound", given_bound).add_node("plain_bound", plain_bound)
     .add_edge(START, "as_node").add_edge("as_node", "given_call").add_edge("given_call", "given_bound").add_edge("given_bound", "plain_bound").compile())
g.invoke({"log": []}, {"callbacks": [hr]})
for h in (hb, hg, hr): print(h.tag, h.seen)
hb.seen.clear(); hb.ids.clear()
bound.invoke({"log": []})
print("direct", hb.seen)
async def main():
    for h in (hb, hg, hr): h.seen.clear(); h.ids.clear()
    await g.ainvoke({"log": []}, {"callbacks": [hr]})
    for h in (hb, hg, hr): print("async", h.tag, h.seen)
asyncio.run(main())
