# https://github.com/langchain-ai/langgraph/issues/2084 , #1691 : the run tree a callback handler sees for subgraphs: a compiled subgraph as a node (named and unnamed), a node function invoking a subgraph, a subgraph node under Send, and an interrupt inside the subgraph (errors reported), with checkpointer
import operator
from typing import Annotated, TypedDict
from langchain_core.callbacks import BaseCallbackHandler
from langgraph.graph import StateGraph, START
from langgraph.types import Send, interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class Rec(BaseCallbackHandler):
    def __init__(self):
        self.ids = {}
    def _id(self, r):
        return self.ids.setdefault(r, len(self.ids))
    def on_chain_start(self, serialized, inputs, *, run_id, parent_run_id=None, tags=None, metadata=None, **kw):
        md = metadata or {}
        print("  start", kw.get("name"), self._id(run_id), parent_run_id and self._id(parent_run_id), sorted(tags or []), md.get("langgraph_node"), md.get("langgraph_checkpoint_ns", "").split(":")[0])
    def on_chain_error(self, error, *, run_id, **kw):
        print("  error", self._id(run_id), type(error).__name__)
class S(TypedDict):
    log: Annotated[list, operator.add]
def leaf(s):
    return {"log": ["leaf"]}
sub = StateGraph(S); sub.add_node("leaf", leaf); sub.add_edge(START, "leaf")
named = sub.compile(name="named_sub")
plain = sub.compile()
def calls(s):
    return plain.invoke({"log": []})
g = StateGraph(S)
g.add_node("as_node", named); g.add_node("via_fn", calls); g.add_node("unnamed", plain)
g.add_edge(START, "as_node"); g.add_edge("as_node", "via_fn"); g.add_edge("via_fn", "unnamed")
print(g.compile().invoke({"log": []}, {"callbacks": [Rec()]}))
g2 = StateGraph(S); g2.add_node("fan", plain); g2.add_conditional_edges(START, lambda s: [Send("fan", {"log": ["x"]})], ["fan"])
print(g2.compile().invoke({"log": []}, {"callbacks": [Rec()]}))
def ask(s):
    return {"log": [interrupt("?")]}
isub = StateGraph(S); isub.add_node("ask", ask); isub.add_edge(START, "ask")
g3 = StateGraph(S); g3.add_node("isub", isub.compile()); g3.add_edge(START, "isub")
app = g3.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}, "callbacks": [Rec()]}
print(app.invoke({"log": []}, cfg))
print(app.invoke(Command(resume="!"), cfg))
