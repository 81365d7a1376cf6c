# input/output schemas, a node input schema, private attributes, managed values, routing on the model
from pydantic import BaseModel, PrivateAttr
from langgraph.graph import StateGraph, START, END
from langgraph.managed import RemainingSteps

class In(BaseModel):
    question: str

class Out(BaseModel):
    answer: str = ""
    steps: list[int] = []

class State(BaseModel):
    question: str = ""
    answer: str = ""
    steps: list[int] = []
    remaining: RemainingSteps = 0
    _scratch: list[int] = PrivateAttr(default_factory=list)
    _flag: str = "p"

class Part(BaseModel):
    steps: list[int] = []
    _mine: int = 3

def think(st: State):
    print("think", repr(st), st._scratch, st._flag, st.__pydantic_private__, st.remaining)
    st._scratch.append(1)
    return {"steps": st.steps + [len(st.steps)]}

def part(st: Part):
    print("part", type(st).__name__, repr(st), sorted(st.model_fields_set), st.__pydantic_private__)
    return {"answer": f"{len(st.steps)}"}

def route(st: State) -> str:
    print("route", type(st).__name__, repr(st), st.__pydantic_private__)
    return "think" if len(st.steps) < 3 else "part"

g = StateGraph(State, input_schema=In, output_schema=Out)
g.add_node(think).add_node("part", part, input_schema=Part)
g.add_edge(START, "think").add_conditional_edges("think", route, ["think", "part"]).add_edge("part", END)
graph = g.compile()
out = graph.invoke({"question": "q"})
print("out", type(out).__name__, out)
for chunk in graph.stream({"question": "q2"}, stream_mode="values", version="v2"):
    print("v2", type(chunk["data"]).__name__, chunk["data"])
print("v2 invoke", graph.invoke(In(question="q3"), version="v2"))
