# https://github.com/langchain-ai/langgraph/issues/1909 : a node reached by Send whose input_schema / annotation is a private TypedDict or a pydantic model with an operator.add key not in the graph state: what each Send task sees, what reaches the graph state, and the final output
import operator
from typing import Annotated, List
from typing_extensions import TypedDict
from pydantic import BaseModel
from langgraph.graph import StateGraph, START, END
from langgraph.types import Send
class State(TypedDict):
    items: list
    done: Annotated[list, operator.add]
class Priv(BaseModel):
    var: str
    private_var: Annotated[List[str], operator.add] = []
class PrivT(TypedDict):
    var: str
def worker(s: Priv) -> State:
    print("worker sees", type(s).__name__, s.var, s.private_var)
    return {"done": [s.var.upper()], "private_var": [s.var]}
def worker2(s: PrivT):
    print("worker2 sees", sorted(s.items()))
    return {"done": [s["var"] + "2"]}
def collect(s):
    print("collect sees", sorted(s))
    return {}
b = StateGraph(State).add_node("worker", worker).add_node("worker2", worker2, input_schema=PrivT).add_node("collect", collect)
b.add_conditional_edges(START, lambda s: [Send("worker", {"var": v}) for v in s["items"]] + [Send("worker2", {"var": v}) for v in s["items"]], ["worker", "worker2"])
b.add_edge(["worker", "worker2"], "collect").add_edge("collect", END)
g = b.compile()
out = g.invoke({"items": ["a", "b"], "done": []})
print("out", sorted(out["done"]), sorted(out))
