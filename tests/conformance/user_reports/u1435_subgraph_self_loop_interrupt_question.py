# https://github.com/langchain-ai/langgraph/issues/3275 : a subgraph node that loops back to itself and interrupts on each visit: whether each pause asks the new question (the previous value in it), the values after each resume, and the interrupts' namespaces over three turns
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class State(TypedDict):
    foo: str
def my_node(s):
    value = interrupt(f"Provide a new value. Previous value is: {s['foo']}")
    return {"foo": value}
sub = StateGraph(State).add_node(my_node).add_edge(START, "my_node").compile()
g = StateGraph(State).add_node("subgraph", sub).add_edge(START, "subgraph").add_edge("subgraph", "subgraph").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1", "recursion_limit": 20}}
for inp in ({"foo": ""}, Command(resume="foo"), Command(resume="bar"), Command(resume="baz")):
    for chunk in g.stream(inp, cfg):
        if "__interrupt__" in chunk:
            print([i.value for i in chunk["__interrupt__"]])
        else:
            print(chunk)
    print(g.get_state(cfg).values)
