from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver

class State(TypedDict):
    topic: str
    joke: str

def refine_topic(state: State):
    return {"topic": state["topic"] + " and rain"}

def generate_joke(state: State):
    return {"joke": f"a pun on {state['topic']}"}

graph = (
    StateGraph(State)
    .add_node(refine_topic)
    .add_node(generate_joke)
    .add_edge(START, "refine_topic")
    .add_edge("refine_topic", "generate_joke")
    .add_edge("generate_joke", END)
    .compile()
)
for mode in ["values", "updates", "tasks", "debug", "checkpoints", "custom", "messages"]:
    print("==", mode)
    for chunk in graph.stream({"topic": "kites"}, stream_mode=mode):
        print(chunk)
print("== multi")
for mode, chunk in graph.stream({"topic": "kites"}, stream_mode=["updates", "values"]):
    print(mode, chunk)
g2 = (StateGraph(State).add_node(refine_topic).add_node(generate_joke).add_edge(START, "refine_topic")
      .add_edge("refine_topic", "generate_joke").compile(checkpointer=InMemorySaver()))
cfg = {"configurable": {"thread_id": "1"}}
for mode in ["checkpoints", "debug", "tasks"]:
    print("== cp", mode)
    for chunk in g2.stream({"topic": "dogs"}, cfg, stream_mode=mode):
        print(chunk)
print(graph.invoke({"topic": "x"}, stream_mode="updates"))
print(graph.invoke({"topic": "x"}, stream_mode=["updates", "values"]))
