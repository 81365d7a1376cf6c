# https://github.com/langchain-ai/langgraph/issues/2576 : what a callback handler's on_chain_start inputs / on_chain_end outputs / on_chain_error errors hold for the graph run and each node when nodes return dicts, Command(update, goto), None, raise interrupt() (and on the resume), and a subgraph node; the order of events by name
from typing_extensions import TypedDict
from langchain_core.callbacks import BaseCallbackHandler
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command, interrupt
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict, total=False):
    x: int
    y: str
def a(s): return {"x": s["x"] + 1}
def b(s) -> Command: return Command(update={"y": "from b"}, goto="c")
def c(s): return None
def d(s): return {"y": interrupt("need y")}
sub = StateGraph(S).add_node("inner", lambda s: {"x": s["x"] * 10}).add_edge(START, "inner").compile()
g = (StateGraph(S).add_node("a", a).add_node("b", b, destinations=("c",)).add_node("c", c).add_node("sub", sub).add_node("d", d)
     .add_edge(START, "a").add_edge("a", "b").add_edge("c", "sub").add_edge("sub", "d").add_edge("d", END).compile(checkpointer=InMemorySaver()))
class H(BaseCallbackHandler):
    def __init__(self): self.rows = []; self.names = {}
    def on_chain_start(self, serialized, inputs, *, run_id, name=None, **kw):
        self.names[run_id] = name
        if name in ("LangGraph", "a", "b", "c", "d", "sub", "inner"):
            self.rows.append(("start", name, inputs))
    def on_chain_end(self, outputs, *, run_id, **kw):
        name = self.names.get(run_id)
        if name in ("LangGraph", "a", "b", "c", "d", "sub", "inner"):
            self.rows.append(("end", name, outputs))
    def on_chain_error(self, error, *, run_id, **kw):
        name = self.names.get(run_id)
        self.rows.append(("error", name, type(error).__name__))
cfg = {"configurable": {"thread_id": "1"}}
for inp in [{"x": 1}, Command(resume="given")]:
    h = H()
    g.invoke(inp, {**cfg, "callbacks": [h]})
    for r in h.rows:
        print(r)
    print("--")
