from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END

class InputState(TypedDict):
    question: str

class OutputState(TypedDict):
    answer: str

class OverallState(InputState, OutputState):
    pass

class PrivateState(TypedDict):
    scratch: str

def answer_node(state: InputState):
    return {"answer": "bye", "question": state["question"]}

def private_a(state: OverallState) -> PrivateState:
    return {"scratch": "private:" + state["question"]}

def private_b(state: PrivateState) -> OutputState:
    return {"answer": state["scratch"] + "!"}

builder = StateGraph(OverallState, input_schema=InputState, output_schema=OutputState)
builder.add_node(answer_node)
builder.add_node("private_a", private_a)
builder.add_node("private_b", private_b)
builder.add_edge(START, "answer_node")
builder.add_edge("answer_node", "private_a")
builder.add_edge("private_a", "private_b")
builder.add_edge("private_b", END)
graph = builder.compile()
print(graph.invoke({"question": "hi"}))
for c in graph.stream({"question": "hi"}, stream_mode="updates"):
    print(c)
for c in graph.stream({"question": "hi"}, stream_mode="values"):
    print(c)
print(graph.get_input_jsonschema())
print(graph.get_output_jsonschema())
