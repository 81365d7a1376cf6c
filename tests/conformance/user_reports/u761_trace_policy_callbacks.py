# https://github.com/langchain-ai/langgraph/pull/8362 , PR 8402 : add_node(trace_policy=TracePolicy(process_inputs/process_outputs)) seen by a callback handler (node run inputs/outputs) and by astream_events v2 (on_chain_start/end data of the node), for a function node, a runnable chain node, an async node, a node that raises, and a processor that raises
import asyncio, operator
from typing import Annotated, TypedDict
from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.runnables import RunnableLambda
from langgraph.graph import StateGraph, START, END
from langgraph.types import TracePolicy
class Rec(BaseCallbackHandler):
    def __init__(self):
        self.events = []
    def on_chain_start(self, serialized, inputs, *, run_id, parent_run_id=None, tags=None, metadata=None, **kw):
        self.events.append(("start", kw.get("name"), inputs))
    def on_chain_end(self, outputs, *, run_id, **kw):
        self.events.append(("end", outputs))
    def on_chain_error(self, error, *, run_id, **kw):
        self.events.append(("error", type(error).__name__, str(error)))
class S(TypedDict):
    secret: str
    log: Annotated[list, operator.add]
hide_in = TracePolicy(process_inputs=lambda s: {"keys": sorted(s)})
hide_out = TracePolicy(process_outputs=lambda o: "<hidden>")
both = TracePolicy(process_inputs=lambda s: "IN", process_outputs=lambda o: {"n": len(o.get("log", []))})
def bnode(s):
    return {"log": ["b"]}
async def anode(s):
    return {"log": ["async"]}
g = StateGraph(S)
g.add_node("a", lambda s: {"log": ["a:" + s["secret"]]}, trace_policy=hide_in)
g.add_node("chain", RunnableLambda(lambda s: {"x": 1}) | RunnableLambda(lambda d: {"log": ["chain"]}), trace_policy=hide_out)
g.add_node("b", bnode, trace_policy=both)
g.add_node("plain", lambda s: {"log": ["plain"]})
g.add_edge(START, "a"); g.add_edge("a", "chain"); g.add_edge("chain", "b"); g.add_edge("b", "plain")
app = g.compile()
rec = Rec()
print(app.invoke({"secret": "pw", "log": []}, {"callbacks": [rec]}))
for e in rec.events:
    print(e)
async def main():
    async for ev in app.astream_events({"secret": "pw", "log": []}, version="v2"):
        if ev["event"] in ("on_chain_start", "on_chain_end") and ev["name"] in ("a", "chain", "b", "plain"):
            print(ev["event"], ev["name"], ev["data"])
    ga = StateGraph(S); ga.add_node("anode", anode, trace_policy=both); ga.add_edge(START, "anode")
    rec3 = Rec()
    print(await ga.compile().ainvoke({"secret": "s", "log": []}, {"callbacks": [rec3]}))
    for e in rec3.events:
        print(e)
asyncio.run(main())
def boom(s):
    raise ValueError("node failed")
bad = TracePolicy(process_inputs=lambda s: 1 / 0)
g2 = StateGraph(S); g2.add_node("boom", boom, trace_policy=hide_in); g2.add_node("badpol", lambda s: {"log": ["ran"]}, trace_policy=bad)
g2.add_edge(START, "badpol"); g2.add_edge("badpol", "boom")
rec2 = Rec()
try:
    print(g2.compile().invoke({"secret": "pw", "log": []}, {"callbacks": [rec2]}))
except Exception as e:
    print("RAISED", type(e).__name__, e)
for e in rec2.events:
    print(e)
print(TracePolicy(), hide_in == hide_in, TracePolicy() == TracePolicy())
