from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START

class State(TypedDict):
    value_1: str
    value_2: int

def step_1(state: State): return {"value_1": "a"}
def step_2(state: State):
    current = state["value_1"]
    return {"value_1": f"{current} b"}
def step_3(state: State): return {"value_2": 10}

builder = StateGraph(State).add_sequence([step_1, step_2, step_3])
builder.add_edge(START, "step_1")
graph = builder.compile()
print(graph.invoke({"value_1": "c"}))
for c in graph.stream({"value_1": "c"}):
    print(c)
b2 = StateGraph(State).add_sequence([("first", step_1), ("second", step_2)])
b2.add_edge(START, "first")
print(b2.compile().invoke({"value_1": ""}))
print(list(graph.get_graph().nodes))
try:
    StateGraph(State).add_sequence([])
except Exception as e:
    print(type(e).__name__, e)
