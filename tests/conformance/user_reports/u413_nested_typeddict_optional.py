# https://github.com/langchain-ai/langgraph/issues/1662 , total=False reports : nested TypedDicts, Optional fields, total=False / NotRequired keys never written, reading missing keys, stream values and state
from typing import Optional, Annotated
import operator
from typing_extensions import TypedDict, NotRequired, Required
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver

class Addr(TypedDict):
    city: str
    zip: Optional[str]
class S(TypedDict, total=False):
    name: Required[str]
    addr: Addr
    age: Optional[int]
    log: Annotated[list, operator.add]
class T(TypedDict):
    a: str
    b: NotRequired[int]

def n1(s):
    return {"addr": {"city": "x", "zip": None}, "log": [sorted(s)]}
def n2(s):
    return {"age": s.get("age"), "log": [sorted(s), s["addr"]["city"]]}
g = StateGraph(S).add_node("n1", n1).add_node("n2", n2).add_edge(START, "n1").add_edge("n1", "n2").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
print(g.invoke({"name": "n"}, cfg))
print(g.get_state(cfg).values)
print(list(g.stream({"name": "m", "age": 3}, {"configurable": {"thread_id": "2"}}, stream_mode="values")))
def m1(s):
    return {"a": s["a"] + "1", "b": s.get("b", 0) + 1}
def m2(s):
    return {"a": s["a"] + str(s["b"])}
h = StateGraph(T).add_node("m1", m1).add_node("m2", m2).add_edge(START, "m1").add_edge("m1", "m2").compile()
print(h.invoke({"a": "z"}))
def bad(s):
    return {"a": s["missing"]}
try:
    StateGraph(T).add_node("bad", bad).add_edge(START, "bad").compile().invoke({"a": "z"})
except Exception as e:
    print(type(e).__name__, e)
print(sorted(g.get_input_jsonschema().get("required", [])), sorted(h.get_input_jsonschema().get("required", [])))
