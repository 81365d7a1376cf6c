# coercion (str->int, float->int, int->float, bool), defaults, default_factory calls, Optional
from typing import Optional
from pydantic import BaseModel, Field
from langgraph.graph import StateGraph, START, END

made = []
quiet = []

def factory():
    made.append(len(made))
    return [len(made)]

class State(BaseModel):
    n: int = 0
    f: float = 0.5
    b: bool = False
    s: str = "s"
    items: list[int] = Field(default_factory=list)
    made: list[int] = Field(default_factory=factory)
    opt: Optional[list[str]] = None
    tags: set[str] = set()
    pair: tuple[int, float] = (0, 0.0)
    table: dict[str, list[float]] = {}

def show(where, st):
    if quiet:
        return
    # (a set's order depends on the process's string hashing)
    print(where, type(st).__name__, repr(st.model_copy(update={"tags": sorted(st.tags)})), sorted(st.model_fields_set))
    print("  extra/private", st.__pydantic_extra__, st.__pydantic_private__, "tags", sorted(st.tags))
    print("  types", [type(getattr(st, k)).__name__ for k in type(st).model_fields], [type(x).__name__ for x in st.items])

def a(st: State):
    show("a", st)
    return {"n": "7", "f": 2, "items": [1, 2.0, "3"], "table": {"x": [1, 2]}}

def b(st: State):
    show("b", st)
    return {"b": 1, "opt": ["z"], "pair": ("4", 5), "tags": ["q", "q", "r"]}

def c(st: State):
    show("c", st)
    return {"n": 3.0, "s": "t"}

def d(st: State):
    show("d", st)
    return {}

g = StateGraph(State)
for fn in (a, b, c, d):
    g.add_node(fn)
g.add_edge(START, "a").add_edge("a", "b").add_edge("b", "c").add_edge("c", "d").add_edge("d", END)
graph = g.compile()
out = graph.invoke({"items": [5]})
print("out", out)
print("factory calls", len(made))
for chunk in graph.stream({"n": 1, "f": 1}, stream_mode="values"):
    print("values", chunk)
for chunk in graph.stream({"n": 1}, stream_mode="values", version="v2"):
    print("v2", type(chunk["data"]).__name__, repr(chunk["data"].model_copy(update={"tags": sorted(chunk["data"].tags)})))
print("factory calls", len(made))
for bad in ({"n": 1.5}, {"items": ["x"]}, {"n": None}):
    try:
        graph.invoke(bad)
    except Exception as exc:
        print("ERR", type(exc).__name__, str(exc).splitlines()[:3])
# (last: LangGraph's v2 invoke builds the output model for every values chunk, lingxigraph
# for the last one only, so a default_factory is called a different number of times)
quiet.append(1)
out = graph.invoke({"n": 2}, version="v2").value
print("v2 invoke", type(out).__name__, out.n, out.items, out.pair, sorted(out.tags))
