import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command

class State(TypedDict):
    vals: Annotated[list[str], operator.add]

def node_a(state):
    answer = interrupt("question_a")
    return {"vals": [f"a:{answer}"]}

def node_b(state):
    answer = interrupt("question_b")
    return {"vals": [f"b:{answer}"]}

graph = (
    StateGraph(State)
    .add_node("a", node_a)
    .add_node("b", node_b)
    .add_edge(START, "a")
    .add_edge(START, "b")
    .add_edge("a", END)
    .add_edge("b", END)
    .compile(checkpointer=InMemorySaver())
)
config = {"configurable": {"thread_id": "1"}}
result = graph.invoke({"vals": []}, config)
ints = result["__interrupt__"]
print(sorted(i.value for i in ints))
resume_map = {i.id: f"answer for {i.value}" for i in graph.get_state(config).interrupts}
print(sorted(graph.invoke(Command(resume=resume_map), config)["vals"]))
# one at a time
config = {"configurable": {"thread_id": "2"}}
result = graph.invoke({"vals": []}, config)
first = sorted(result["__interrupt__"], key=lambda i: i.value)[0]
r = graph.invoke(Command(resume={first.id: "only a"}), config)
print([i.value for i in r["__interrupt__"]], r["vals"])
s = graph.get_state(config)
print(s.next, [i.value for i in s.interrupts])
second = s.interrupts[0]
print(sorted(graph.invoke(Command(resume={second.id: "then b"}), config)["vals"]))

# node with two interrupts in sequence
class S2(TypedDict):
    name: str
    age: str
def ask(state):
    name = interrupt("name?")
    age = interrupt("age?")
    return {"name": name, "age": age}
g2 = StateGraph(S2).add_node("ask", ask).add_edge(START, "ask").compile(checkpointer=InMemorySaver())
c = {"configurable": {"thread_id": "x"}}
print(g2.invoke({"name": "", "age": ""}, c)["__interrupt__"][0].value)
print(g2.invoke(Command(resume="Ann"), c)["__interrupt__"][0].value)
print(g2.invoke(Command(resume="33"), c))
