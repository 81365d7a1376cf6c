# https://github.com/langchain-ai/langgraph/pull/3686 : Command.PARENT from a subgraph whose state has keys the parent lacks and keys it shares: only the Command's update reaches the parent (not the child's whole state), a reducer key shared by both, and what the child's own earlier writes leave in the parent
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command
class Parent(TypedDict, total=False):
    log: Annotated[list, operator.add]
    shared: str
    done: bool
class Child(TypedDict, total=False):
    log: Annotated[list, operator.add]
    shared: str
    private: int
def c1(s):
    return {"log": ["c1"], "shared": "child-edit", "private": 7}
def c2(s):
    return Command(graph=Command.PARENT, goto="after", update={"log": ["c2:%d" % s["private"]]})
sub = StateGraph(Child).add_node("c1", c1).add_node("c2", c2).add_edge(START, "c1").add_edge("c1", "c2").compile()
def after(s):
    return {"done": True, "log": ["after:" + s.get("shared", "-")]}
g = (StateGraph(Parent).add_node("sub", sub, destinations=("after",)).add_node("after", after)
     .add_edge(START, "sub").add_edge("after", END).compile())
print(g.invoke({"log": ["start"], "shared": "orig"}))
print(list(g.stream({"log": [], "shared": "orig"}, stream_mode="updates")))
