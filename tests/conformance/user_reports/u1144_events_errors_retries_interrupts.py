# https://github.com/langchain-ai/langgraph/issues/2626 : callback runs for a node retried by a RetryPolicy (each attempt's start / error / end), a node that interrupts inside a subgraph, and a failing subgraph node: the chain runs a BaseCallbackHandler sees (name, parent, tags without seq:, error type), sync and async
import asyncio, operator
from typing import Annotated
from typing_extensions import TypedDict
from langchain_core.callbacks import BaseCallbackHandler
from langgraph.graph import StateGraph, START
from langgraph.types import RetryPolicy, interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
class R(BaseCallbackHandler):
    def __init__(self):
        self.lines, self.ids = [], {}
    def _i(self, rid): return None if rid is None else self.ids.setdefault(rid, len(self.ids))
    def on_chain_start(self, serialized, inputs, *, run_id, parent_run_id=None, tags=None, **kw):
        self.lines.append(("start", kw.get("name"), self._i(run_id), self._i(parent_run_id), sorted(t for t in tags or [] if not t.startswith("seq:"))))
    def on_chain_end(self, outputs, *, run_id, **kw):
        self.lines.append(("end", self._i(run_id), repr(outputs)[:60]))
    def on_chain_error(self, error, *, run_id, **kw):
        self.lines.append(("error", self._i(run_id), type(error).__name__))
att = {"n": 0}
def flaky(s):
    att["n"] += 1
    if att["n"] < 3:
        raise TimeoutError("try %d" % att["n"])
    return {"log": ["flaky"]}
def ask(s): return {"log": ["ask=" + interrupt("q")]}
def boom(s): raise ValueError("boom")
sub = StateGraph(S).add_node("ask", ask).add_node("boom", boom).add_edge(START, "ask").add_edge("ask", "boom").compile()
g = (StateGraph(S).add_node("flaky", flaky, retry_policy=RetryPolicy(initial_interval=0, jitter=False, retry_on=TimeoutError))
     .add_node("sub", sub).add_edge(START, "flaky").add_edge("flaky", "sub").compile(checkpointer=InMemorySaver()))
def run_sync(tid):
    att["n"] = 0
    for inp in [{"log": []}, Command(resume="y")]:
        r = R()
        try:
            out = g.invoke(inp, {"configurable": {"thread_id": tid}, "callbacks": [r]})
            print("out", {k: v for k, v in out.items() if k != "__interrupt__"}, len(out.get("__interrupt__", [])))
        except Exception as e:
            print("raised", type(e).__name__, e)
        for line in r.lines: print(line)
async def run_async(tid):
    att["n"] = 0
    for inp in [{"log": []}, Command(resume="y")]:
        r = R()
        try:
            out = await g.ainvoke(inp, {"configurable": {"thread_id": tid}, "callbacks": [r]})
            print("out", {k: v for k, v in out.items() if k != "__interrupt__"}, len(out.get("__interrupt__", [])))
        except Exception as e:
            print("raised", type(e).__name__, e)
        for line in r.lines: print(line)
run_sync("s")
asyncio.run(run_async("a"))
