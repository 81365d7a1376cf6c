from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command

class State(TypedDict):
    some_text: str

def human_node(state: State):
    print("human_node runs")
    value = interrupt({"draft": state["some_text"]})
    return {"some_text": value}

b = StateGraph(State)
b.add_node("human_node", human_node)
b.add_edge(START, "human_node")
graph = b.compile(checkpointer=InMemorySaver())
config = {"configurable": {"thread_id": "some_id"}}
result = graph.invoke({"some_text": "original text"}, config=config)
print(result["__interrupt__"])
print(result)
print(graph.get_state(config).interrupts)
print(graph.get_state(config).next, graph.get_state(config).tasks)
print(graph.invoke(Command(resume="Edited text"), config=config))
print(graph.get_state(config).values, graph.get_state(config).next)
# streaming
config = {"configurable": {"thread_id": "s"}}
for chunk in graph.stream({"some_text": "x"}, config):
    print(chunk)
for chunk in graph.stream(Command(resume="y"), config):
    print(chunk)
config = {"configurable": {"thread_id": "v"}}
for chunk in graph.stream({"some_text": "x"}, config, stream_mode="values"):
    print(chunk)
for chunk in graph.stream(Command(resume="z"), config, stream_mode=["values", "updates"]):
    print(chunk)
# no checkpointer
g2 = b.compile()
try:
    g2.invoke({"some_text": "a"})
except Exception as e:
    print(type(e).__name__, e)
