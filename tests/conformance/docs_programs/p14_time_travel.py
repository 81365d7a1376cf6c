from typing_extensions import TypedDict, NotRequired
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver

class State(TypedDict):
    topic: NotRequired[str]
    joke: NotRequired[str]

n = {"i": 0}
def generate_topic(state: State):
    n["i"] += 1
    return {"topic": f"topic{n['i']}"}

def write_joke(state: State):
    n["i"] += 1
    return {"joke": f"joke about {state['topic']} #{n['i']}"}

workflow = StateGraph(State)
workflow.add_node("generate_topic", generate_topic)
workflow.add_node("write_joke", write_joke)
workflow.add_edge(START, "generate_topic")
workflow.add_edge("generate_topic", "write_joke")
workflow.add_edge("write_joke", END)
graph = workflow.compile(checkpointer=InMemorySaver())
config = {"configurable": {"thread_id": "t"}}
print(graph.invoke({}, config))
states = list(graph.get_state_history(config))
for s in states:
    print(s.next, s.values, s.metadata["step"])
selected = states[1]
print("selected", selected.next, selected.values)
new_config = graph.update_state(selected.config, values={"topic": "chickens"})
print(new_config["configurable"].keys(), new_config["configurable"]["checkpoint_ns"])
print(graph.invoke(None, new_config))
# replay without change
print(graph.invoke(None, states[1].config))
for c in graph.stream(None, states[2].config, stream_mode="updates"):
    print(c)
for s in graph.get_state_history(config):
    print(s.next, s.values, s.metadata["step"], s.metadata["source"])
