from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.config import get_stream_writer
from langgraph.types import interrupt, Command

class State(TypedDict):
    topic: str
    joke: str

def generate_joke(state: State):
    get_stream_writer()({"status": "drafting"})
    return {"joke": f"{state['topic']} walked into a bar"}

def review(state: State):
    ok = interrupt({"joke": state["joke"]})
    return {"joke": state["joke"] + (" (approved)" if ok else " (rejected)")}

graph = (StateGraph(State).add_node(generate_joke).add_node(review)
         .add_edge(START, "generate_joke").add_edge("generate_joke", "review").add_edge("review", END)
         .compile(checkpointer=InMemorySaver()))
cfg = {"configurable": {"thread_id": "1"}}
for chunk in graph.stream({"topic": "a kite"}, cfg, stream_mode=["updates", "custom", "values"], version="v2"):
    print(chunk["type"], chunk["ns"], chunk["data"], sorted(chunk.keys()), type(chunk).__name__)
for chunk in graph.stream(Command(resume=True), cfg, stream_mode="values", version="v2"):
    print(chunk)
out = graph.invoke({"topic": "x"}, {"configurable": {"thread_id": "2"}}, version="v2")
print(type(out).__name__, out)
print(getattr(out, "value", None), getattr(out, "interrupts", None))
out = graph.invoke(Command(resume=False), {"configurable": {"thread_id": "2"}}, version="v2")
print(type(out).__name__, out)
for chunk in graph.stream({"topic": "y"}, {"configurable": {"thread_id": "3"}}, stream_mode="updates", version="v2"):
    print(chunk)
for chunk in graph.stream({"topic": "y"}, {"configurable": {"thread_id": "4"}}, stream_mode=["checkpoints", "tasks"], version="v2"):
    print(chunk["type"], chunk["ns"], sorted(chunk["data"].keys()))
