# three levels with different state keys; each level calls the next from inside a node
from typing_extensions import TypedDict
from langgraph.graph.state import StateGraph, START

class Leaf(TypedDict):
    path: str

def leaf_step(state: Leaf) -> Leaf:
    return {"path": state["path"] + "/leaf"}

leaf = StateGraph(Leaf).add_node("leaf_step", leaf_step).add_edge(START, "leaf_step").compile()

class Mid(TypedDict):
    trail: str

def via_leaf(state: Mid) -> Mid:
    out = leaf.invoke({"path": state["trail"]})
    return {"trail": out["path"] + "/mid"}

mid = StateGraph(Mid).add_node("via_leaf", via_leaf).add_edge(START, "via_leaf").compile()

class Top(TypedDict):
    route: str

def enter(state: Top) -> Top:
    return {"route": "root:" + state["route"]}

def via_mid(state: Top) -> Top:
    return {"route": mid.invoke({"trail": state["route"]})["trail"]}

def leave(state: Top) -> Top:
    return {"route": state["route"] + "/done"}

top = (StateGraph(Top).add_node("enter", enter).add_node("via_mid", via_mid).add_node("leave", leave)
       .add_edge(START, "enter").add_edge("enter", "via_mid").add_edge("via_mid", "leave").compile())
for ns, chunk in top.stream({"route": "x"}, subgraphs=True):
    print(tuple(p.split(":")[0] for p in ns), chunk)
print(top.invoke({"route": "x"}))
for ns, chunk in top.stream({"route": "x"}, subgraphs=True, stream_mode="values"):
    print(tuple(p.split(":")[0] for p in ns), chunk)
