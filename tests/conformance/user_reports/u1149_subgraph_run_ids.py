# https://github.com/langchain-ai/langgraph/pull/8053 : run_id for subgraph runs: a subgraph called in a node with {"run_id": ...} (with and without a thread of its own), one bound with with_config(run_id=, run_name=) added as a node, and a root graph bound with a run_id: which chain runs a handler sees carry that id
import operator, uuid
from typing import Annotated
from typing_extensions import TypedDict
from langchain_core.callbacks import BaseCallbackHandler
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
RID = uuid.UUID("12345678-1234-5678-1234-567812345678")
class H(BaseCallbackHandler):
    def __init__(self): self.seen = []
    def on_chain_start(self, serialized, inputs, *, run_id, parent_run_id=None, **kw):
        self.seen.append((kw.get("name"), run_id == RID, str(run_id) == str(RID)))
base = StateGraph(S).add_node("inner", lambda s: {"log": ["i"]}).add_edge(START, "inner").compile()
def call_rid(s): return base.invoke(s, {"run_id": RID})
def call_rid_thread(s): return base.invoke(s, {"run_id": RID, "configurable": {"thread_id": "own"}})
g = StateGraph(S).add_node("call_rid", call_rid).add_node("own", call_rid_thread).add_edge(START, "call_rid").add_edge("call_rid", "own").compile(checkpointer=InMemorySaver())
h = H()
g.invoke({"log": []}, {"callbacks": [h], "configurable": {"thread_id": "t"}})
print(h.seen)
h2 = H()
base.with_config(run_id=RID).invoke({"log": []}, {"callbacks": [h2]})
print(h2.seen)
h3 = H()
g2 = StateGraph(S).add_node("sub", base.with_config(run_id=RID, run_name="X")).add_edge(START, "sub").compile()
g2.invoke({"log": []}, {"callbacks": [h3]})
print(h3.seen)
