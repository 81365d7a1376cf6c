# https://github.com/langchain-ai/langgraph/pull/8403 : add_node(trace_policy=TracePolicy(...)) as a callback handler sees it: the recorded inputs and outputs of each node's chain run (process_inputs summarising, omit_payload, none), the tags and names of those runs, a subgraph node and a Command-returning node with a policy, and the values the nodes really got
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langchain_core.callbacks import BaseCallbackHandler
from langgraph.graph import StateGraph, START, END
from langgraph.types import TracePolicy, omit_payload, Command
class S(TypedDict, total=False):
    items: Annotated[list, operator.add]
    secret: str
class Rec(BaseCallbackHandler):
    def __init__(self):
        self.rows = []
        self.names = {}
    def on_chain_start(self, serialized, inputs, *, run_id, name=None, tags=None, **kw):
        self.names[run_id] = name
        if name in ("summ", "omit", "plain", "child", "cmd"):
            self.rows.append(("start", name, inputs, sorted(t for t in (tags or []) if not t.startswith("graph:step"))))
    def on_chain_end(self, outputs, *, run_id, **kw):
        name = self.names.get(run_id)
        if name in ("summ", "omit", "plain", "child", "cmd"):
            self.rows.append(("end", name, outputs))
got = []
def summ(s):
    got.append(("summ", len(s["items"])))
    return {"items": ["s"]}
def omit(s):
    got.append(("omit", s.get("secret")))
    return {"secret": "rotated"}
def cmd(s):
    return Command(update={"items": ["c"]}, goto="plain")
child = StateGraph(S).add_node("inner", lambda s: {"items": ["i"]}).add_edge(START, "inner").compile()
g = (StateGraph(S)
     .add_node("summ", summ, trace_policy=TracePolicy(process_inputs=lambda v: {"n_items": len(v["items"])}, process_outputs=lambda v: sorted(v)))
     .add_node("omit", omit, trace_policy=TracePolicy(process_inputs=omit_payload, process_outputs=omit_payload))
     .add_node("child", child, trace_policy=TracePolicy(process_outputs=lambda v: "child-done"))
     .add_node("cmd", cmd, trace_policy=TracePolicy(process_outputs=lambda v: type(v).__name__))
     .add_node("plain", lambda s: {"items": ["p"]})
     .add_edge(START, "summ").add_edge("summ", "omit").add_edge("omit", "child").add_edge("child", "cmd").add_edge("plain", END)
     .compile())
rec = Rec()
print(g.invoke({"items": ["a", "b"], "secret": "hunter2"}, {"callbacks": [rec]}))
for r in rec.rows:
    print(r)
print(got)
