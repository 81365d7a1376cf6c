# nested models, lists and dicts of models, dict inputs turned into models, in-place changes of nested models
from typing import Optional
from pydantic import BaseModel, Field
from langgraph.graph import StateGraph, START, END

class Item(BaseModel):
    name: str
    qty: int = 1

class Profile(BaseModel):
    user: str = "anon"
    scores: list[int] = []

class State(BaseModel):
    profile: Profile = Field(default_factory=Profile)
    items: list[Item] = []
    by_name: dict[str, Item] = {}
    best: Optional[Item] = None
    grid: list[list[int]] = []

seen = {}

def a(st: State):
    print("a", repr(st))
    seen["a_profile"] = st.profile
    st.profile.scores.append(99)  # a nested model is passed through, not copied
    st.grid.append([0])
    return {"items": [{"name": "x", "qty": "2"}, Item(name="y")], "grid": [[1, 2], [3]]}

def b(st: State):
    print("b", repr(st))
    print("b same profile object", st.profile is seen["a_profile"])
    seen["b_grid"] = st.grid
    st.grid[0].append(100)
    st.items[0].qty = 50
    return {"by_name": {i.name: i for i in st.items}, "best": {"name": "z", "qty": 3.0}}

def c(st: State):
    print("c", repr(st))
    print("c grid fresh", st.grid is not seen["b_grid"], st.grid[0] is not seen["b_grid"][0])
    return {"profile": {"user": "u", "scores": ["1"]}}

def d(st: State):
    print("d", repr(st))
    return {}

g = StateGraph(State)
for fn in (a, b, c, d):
    g.add_node(fn)
g.add_edge(START, "a").add_edge("a", "b").add_edge("b", "c").add_edge("c", "d").add_edge("d", END)
graph = g.compile()
print(graph.invoke({"profile": Profile(user="p")}))
print(graph.invoke({"profile": {"user": "q"}, "grid": [[5]]}))
