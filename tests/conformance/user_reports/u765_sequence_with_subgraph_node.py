# https://github.com/langchain-ai/langgraph/issues/1719 , #2045 : a node built as RunnableLambda(prep) | compiled_subgraph | RunnableLambda(post): an interrupt inside the subgraph with a checkpointer (stream subgraphs=True namespaces, get_state(subgraphs=True), resume), and a retry policy on a traced sequence node (its runs per attempt)
import operator
from typing import Annotated, TypedDict
from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.runnables import RunnableLambda
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command, RetryPolicy
class S(TypedDict):
    log: Annotated[list, operator.add]
def ask(s):
    return {"log": ["ans:" + interrupt("q?")]}
sub = StateGraph(S); sub.add_node("ask", ask); sub.add_edge(START, "ask")
subg = sub.compile()
node = RunnableLambda(lambda s: {"log": s["log"] + ["prep"]}) | subg | RunnableLambda(lambda s: {"log": ["post"] + s["log"]})
g = StateGraph(S); g.add_node("seq", node); g.add_edge(START, "seq")
app = g.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
for ch in app.stream({"log": ["in"]}, cfg, stream_mode="updates", subgraphs=True):
    print(ch)
st = app.get_state(cfg, subgraphs=True)
print(st.next, [(t.name, t.state) for t in st.tasks], [i.value for i in st.interrupts])
for ch in app.stream(Command(resume="yes"), cfg, stream_mode="updates", subgraphs=True):
    print(ch)
print(app.get_state(cfg).values)
class Rec(BaseCallbackHandler):
    def __init__(self):
        self.ids = {}
    def _id(self, r):
        return self.ids.setdefault(r, len(self.ids))
    def on_chain_start(self, serialized, inputs, *, run_id, parent_run_id=None, tags=None, **kw):
        print("chain", kw.get("name"), self._id(run_id), parent_run_id and self._id(parent_run_id), sorted(t for t in (tags or []) if not t.startswith("graph:step")))
tries = {"n": 0}
def flaky(s):
    tries["n"] += 1
    if tries["n"] < 3:
        raise ConnectionError("again")
    return {"log": ["flaky ok"]}
g3 = StateGraph(S)
g3.add_node("seq", RunnableLambda(lambda s: s) | RunnableLambda(flaky), retry_policy=RetryPolicy(max_attempts=3, initial_interval=0, jitter=False, retry_on=ConnectionError))
g3.add_edge(START, "seq")
rec = Rec()
print(g3.compile().invoke({"log": []}, {"callbacks": [rec]}), tries)
