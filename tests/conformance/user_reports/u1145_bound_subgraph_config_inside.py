# https://github.com/langchain-ai/langgraph/pull/8053 : a subgraph bound with with_config(tags=, metadata=, configurable=, recursion_limit=, callbacks=[handler], run_name=) used as a node and called inside a node: the config its node sees (tags, metadata keys, configurable keys, recursion_limit), and which runs the bound handler hears
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langchain_core.callbacks import BaseCallbackHandler
from langgraph.graph import StateGraph, START
from langgraph.config import get_config
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
class H(BaseCallbackHandler):
    def __init__(self, tag): self.tag, self.seen = tag, []
    def on_chain_start(self, serialized, inputs, **kw): self.seen.append(kw.get("name"))
seen = []
def inner(s):
    c = get_config()
    seen.append((sorted(t for t in c.get("tags", []) if not t.startswith("seq:")), sorted(k for k in c["metadata"] if not k.startswith("langgraph_") and k not in ("checkpoint_ns", "thread_id")), c["metadata"].get("who"), sorted(k for k in c["configurable"] if not k.startswith("__")), c["configurable"].get("user"), c.get("recursion_limit"), c.get("run_name")))
    return {"log": ["inner"]}
hb = H("bound")
sub = StateGraph(S).add_node("inner", inner).add_edge(START, "inner").compile().with_config(tags=["sub-tag"], metadata={"who": "sub", "extra": 1}, configurable={"user": "sub-user", "k": 1}, recursion_limit=7, callbacks=[hb], run_name="SubRun")
def caller(s):
    return sub.invoke(s)
g = StateGraph(S).add_node("as_node", sub).add_node("caller", caller).add_edge(START, "as_node").add_edge("as_node", "caller").compile(checkpointer=InMemorySaver())
hr = H("root")
print(g.invoke({"log": []}, {"configurable": {"thread_id": "1", "user": "root-user"}, "metadata": {"who": "root"}, "tags": ["root-tag"], "recursion_limit": 30, "callbacks": [hr]}))
for row in seen: print(row)
print("bound heard", hb.seen)
print("root heard", hr.seen)
