# https://github.com/langchain-ai/langgraph/issues/6663 , #4987 : resuming the same interrupt twice with different values from the paused checkpoint's config (time travel), history branches, values of each
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command, interrupt
from langgraph.checkpoint.memory import InMemorySaver
class State(TypedDict):
    value: int
def node(state: State) -> State:
    value = state["value"]
    allow = interrupt("Allow to add?")
    if allow:
        value += 1
    return {"value": value}
g = StateGraph(State).add_node("node", node).add_edge(START, "node").add_edge("node", END).compile(checkpointer=InMemorySaver())
config = {"configurable": {"thread_id": "thread-1"}}
g.invoke({"value": 1}, config=config)
paused = g.get_state(config).config
print(g.invoke(Command(resume=True), config=paused)["value"])
print(g.invoke(Command(resume=False), config=paused)["value"])
print(g.invoke(Command(resume=True), config=paused)["value"])
print(g.get_state(config).values, g.get_state(config).next)
hist = list(g.get_state_history(config))
print([(h.values, h.next, h.metadata["step"], h.parent_config["configurable"]["checkpoint_id"] == paused["configurable"]["checkpoint_id"] if h.parent_config else None) for h in hist])
try:
    print(g.invoke(Command(resume=True), config=config))
except Exception as e:
    print(type(e).__name__, str(e)[:100])
