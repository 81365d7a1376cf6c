# https://github.com/langchain-ai/langgraph/pull/6793 : a subgraph node calling a @task that interrupts, the subgraph added as a parent node: get_state(subgraphs=True) while paused (the parent task's state, the child's next and tasks), the interrupt's namespace parts, resumed by id map, and what runs again
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.func import task
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
runs = []
@task
def review(x):
    runs.append("review")
    return interrupt({"review": x})
class S(TypedDict, total=False):
    log: Annotated[list, operator.add]
def prep(s):
    runs.append("prep")
    return {"log": ["prep"]}
def inner(s):
    runs.append("inner")
    return {"log": ["inner:" + review(len(s["log"])).result()]}
sub = StateGraph(S).add_node("prep", prep).add_node("inner", inner).add_edge(START, "prep").add_edge("prep", "inner").compile()
def after(s):
    return {"log": ["after"]}
g = (StateGraph(S).add_node("sub", sub).add_node("after", after).add_edge(START, "sub").add_edge("sub", "after")
     .add_edge("after", END).compile(checkpointer=InMemorySaver()))
cfg = {"configurable": {"thread_id": "1"}}
ints = g.invoke({"log": ["start"]}, cfg)["__interrupt__"]
print([i.value for i in ints])
st = g.get_state(cfg, subgraphs=True)
print(st.next, [(t.name, [i.value for i in t.interrupts], t.state is not None) for t in st.tasks])
child = st.tasks[0].state
print(child.next, child.values, [(t.name, [i.value for i in t.interrupts]) for t in child.tasks])
print([p.split(":")[0] for p in child.config["configurable"]["checkpoint_ns"].split("|")])
runs.clear()
print(g.invoke(Command(resume={ints[0].id: "fine"}), cfg), runs)
print(g.get_state(cfg).next)
