import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Send

class OverallState(TypedDict):
    topic: str
    subjects: list[str]
    jokes: Annotated[list[str], operator.add]
    best_selected_joke: str

def generate_topics(state: OverallState):
    return {"subjects": ["otters", "owls", "moles"]}

def generate_joke(state: dict):
    return {"jokes": [f"a short one about {state['subject']} ({len(state['subject'])})"]}

def continue_to_jokes(state: OverallState):
    return [Send("generate_joke", {"subject": s}) for s in state["subjects"]]

def best_joke(state: OverallState):
    return {"best_selected_joke": "owls"}

builder = StateGraph(OverallState)
builder.add_node("generate_topics", generate_topics)
builder.add_node("generate_joke", generate_joke)
builder.add_node("best_joke", best_joke)
builder.add_edge(START, "generate_topics")
builder.add_conditional_edges("generate_topics", continue_to_jokes, ["generate_joke"])
builder.add_edge("generate_joke", "best_joke")
builder.add_edge("best_joke", END)
graph = builder.compile()
for step in sorted(map(str, graph.stream({"topic": "animals"}))):  # Send copies run in parallel
    print(step)
print(graph.invoke({"topic": "animals"}))
print(sorted((s["type"], s["step"], s["payload"].get("name"), str(s["payload"].get("triggers"))) for s in graph.stream({"topic": "animals"}, stream_mode="debug")))
print(repr(Send("x", {"a": 1})))
