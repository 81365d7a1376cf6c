# https://github.com/langchain-ai/langgraph/issues/6433 : update_state on a finished thread / paused thread / old checkpoint: the new config, next, metadata, and continuing with None
from typing_extensions import TypedDict, NotRequired
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver

class State(TypedDict):
    topic: NotRequired[str]
    joke: NotRequired[str]

def generate_topic(state: State):
    return {"topic": "cats"}
def write_joke(state: State):
    return {"joke": f"joke about {state['topic']}"}
wf = StateGraph(State)
wf.add_node("generate_topic", generate_topic); wf.add_node("write_joke", write_joke)
wf.add_edge(START, "generate_topic"); wf.add_edge("generate_topic", "write_joke"); wf.add_edge("write_joke", END)
g = wf.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
g.invoke({}, cfg)
states = list(g.get_state_history(cfg))
for s in states:
    print(s.next, s.values, s.metadata["step"], s.metadata["source"])
selected = states[1]
print("selected", selected.next, selected.values)
new_cfg = g.update_state(selected.config, values={"topic": "chickens"})
print("new cfg keys", sorted(new_cfg["configurable"]))
ns = g.get_state(new_cfg)
print("after update", ns.next, ns.values, ns.metadata["source"], ns.metadata["step"], ns.parent_config["configurable"]["checkpoint_id"] == selected.config["configurable"]["checkpoint_id"])
print(g.invoke(None, new_cfg))
new2 = g.update_state(states[2].config, {"topic": "dogs"}, as_node="generate_topic")
print("as generate_topic", g.get_state(new2).next)
print(g.invoke(None, new2))
new3 = g.update_state(states[0].config, {"joke": "edited"})
print("finished+update", g.get_state(new3).next, g.get_state(new3).values)
new4 = g.update_state(cfg, {"topic": "x"}, as_node="generate_topic")
print("latest as generate_topic", g.get_state(new4).next)
print(len(list(g.get_state_history(cfg))))
