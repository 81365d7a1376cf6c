# https://github.com/langchain-ai/langgraph/pull/5014 : graph.get_name() for a default compiled StateGraph, compile(name=...), with_config(run_name=...), get_name(suffix=..., name=...), the name of a functional @entrypoint, of create_react_agent(name=...), and the run names seen by a callback handler for each
from typing_extensions import TypedDict
from langchain_core.callbacks import BaseCallbackHandler
from langgraph.graph import StateGraph, START, END
from langgraph.func import entrypoint
class S(TypedDict):
    v: int
class Names(BaseCallbackHandler):
    def __init__(self): self.names = []
    def on_chain_start(self, serialized, inputs, *, run_id, parent_run_id=None, **kw):
        if parent_run_id is None:
            self.names.append(kw.get("name"))
b = StateGraph(S); b.add_node("n", lambda s: {"v": 1}); b.add_edge(START, "n")
plain = b.compile(); named = b.compile(name="my_graph"); renamed = plain.with_config(run_name="runny")
@entrypoint()
def flow(x: int) -> int:
    return x + 1
for label, g in [("plain", plain), ("named", named), ("renamed", renamed), ("flow", flow), ("flow cfg", flow.with_config(run_name="flowy"))]:
    h = Names()
    g.invoke({"v": 0} if label not in ("flow", "flow cfg") else 1, {"callbacks": [h]})
    print(label, g.get_name(), g.get_name(suffix="X"), g.get_name(name="Y"), getattr(g, "name", None), h.names)
h = Names()
plain.invoke({"v": 0}, {"callbacks": [h], "run_name": "per_call"})
print("per call", h.names)
