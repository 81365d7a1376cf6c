# https://github.com/langchain-ai/langgraph/issues/1587 : a state TypedDict inheriting from MessagesState and from a base with a reducer, overriding a key's reducer in the subclass, and a graph whose input schema is the base: which reducer applies, what invoke and the values stream return, and the graph's channel kinds
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END, MessagesState
def keep_last_two(a, b): return (list(a) + list(b))[-2:]
class Base(TypedDict):
    log: Annotated[list, operator.add]
    count: int
class Child(Base, MessagesState):
    log: Annotated[list, keep_last_two]
    extra: str
def n(s): return {"log": ["n"], "count": s.get("count", 0) + 1, "messages": [("ai", "hi")], "extra": "e"}
def m(s): return {"log": ["m"], "count": s["count"] + 1}
g = StateGraph(Child, input_schema=Base).add_node("n", n).add_node("m", m).add_edge(START, "n").add_edge("n", "m").add_edge("m", END).compile()
out = g.invoke({"log": ["a", "b", "c"], "count": 0})
print("out", out["log"], out["count"], [x.content for x in out["messages"]], out["extra"])
print("values", [(v.get("log"), v.get("count")) for v in g.stream({"log": ["x"], "count": 5}, stream_mode="values")])
print("channels", sorted((k, type(v).__name__) for k, v in g.channels.items() if not k.startswith("branch:") and not k.startswith("__")))
try:
    print(g.invoke({"messages": [("user", "x")]}))
except Exception as e:
    print("input outside schema", type(e).__name__, str(e).splitlines()[0][:200])
