# https://github.com/langchain-ai/langgraph/discussions/1541 , custom channel reports : a user-written BaseChannel subclass (a capped-deque channel keeping the last 3 writes; another that counts updates per step) in a TypedDict state via Annotated; with a checkpointer, parallel writers, update_state, history, a subgraph sharing the key
from collections.abc import Sequence
from typing import Annotated, Any, TypedDict
from langgraph.channels.base import BaseChannel
from langgraph.errors import EmptyChannelError
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class Capped(BaseChannel):
    def __init__(self, typ=list, size=3):
        super().__init__(typ)
        self.size = size
        self.value = []
    @property
    def ValueType(self): return list
    @property
    def UpdateType(self): return Any
    def __eq__(self, other): return isinstance(other, Capped) and other.size == self.size
    def from_checkpoint(self, checkpoint):
        new = Capped(self.typ, self.size)
        new.key = self.key
        if checkpoint is not None and not isinstance(checkpoint, type(None)) and checkpoint != ():
            new.value = list(checkpoint) if isinstance(checkpoint, (list, tuple)) else []
        return new
    def update(self, values: Sequence) -> bool:
        if not values:
            return False
        for v in values:
            self.value = (self.value + (v if isinstance(v, list) else [v]))[-self.size:]
        return True
    def get(self):
        return list(self.value)
    def checkpoint(self):
        return list(self.value)
class Counter(BaseChannel):
    def __init__(self, typ=int):
        super().__init__(typ)
        self.value = None
    @property
    def ValueType(self): return int
    @property
    def UpdateType(self): return Any
    def from_checkpoint(self, checkpoint):
        new = Counter(self.typ); new.key = self.key
        new.value = checkpoint if isinstance(checkpoint, int) else None
        return new
    def update(self, values):
        if not values:
            return False
        self.value = (self.value or 0) + len(values)
        return True
    def get(self):
        if self.value is None:
            raise EmptyChannelError()
        return self.value
class S(TypedDict):
    recent: Annotated[list, Capped(size=3)]
    writes: Annotated[int, Counter()]
def a(s): return {"recent": ["a"], "writes": "x"}
def b(s): return {"recent": ["b1", "b2"], "writes": "y"}
def c(s): return {"recent": "c", "writes": "z"}
g = StateGraph(S); g.add_node("a", a); g.add_node("b", b); g.add_node("c", c)
g.add_edge(START, "a"); g.add_edge("a", "b"); g.add_edge("a", "c"); g.add_edge(["b", "c"], END)
app = g.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
out = app.invoke({"recent": ["in"]}, cfg)
print(sorted(out["recent"]), len(out["recent"]), out["writes"])
print(app.invoke({"recent": ["in2"]}, cfg)["writes"])
app.update_state(cfg, {"recent": ["u"], "writes": 0}, as_node="b")
st = app.get_state(cfg)
print(st.values["recent"][-1], st.values["writes"], st.next)
print([(h.metadata["step"], h.values.get("writes")) for h in app.get_state_history(cfg)])
sub = StateGraph(S); sub.add_node("s", lambda s: {"recent": ["sub"], "writes": 1}); sub.add_edge(START, "s")
outer = StateGraph(S); outer.add_node("sub", sub.compile()); outer.add_edge(START, "sub")
print(outer.compile().invoke({"recent": ["o"]}))
print(type(app.channels["recent"]).__name__, app.channels["recent"].size)
