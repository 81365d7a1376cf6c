# https://github.com/langchain-ai/langgraph/issues/1587 : a state TypedDict inheriting from MessagesState and from a base with a reducer, overriding a key's reducer in the subclass, and a graph whose input schema is the base: which reducer applies, what invoke and the values stream return, and the graph's channel kinds; then a functools.partial reducer repeated in the input schema, and a callable-object reducer
import operator, functools
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
def first_part():
    g = StateGraph(Child, input_schema=Base).add_node("n", n).add_node("m", m).add_edge(START, "n").add_edge("n", "m").add_edge("m", END).compile()
    out = g.invoke({"log": ["a", "b", "c"], "count": 0})
    print("out", out["log"], out["count"], [x.content for x in out["messages"]], out["extra"])
    print("values", [(v.get("log"), v.get("count")) for v in g.stream({"log": ["x"], "count": 5}, stream_mode="values")])
    print("channels", sorted((k, type(v).__name__) for k, v in g.channels.items() if not k.startswith("branch:") and not k.startswith("__")))
    try:
        print(g.invoke({"messages": [("user", "x")]}))
    except Exception as e:
        print("input outside schema", type(e).__name__, str(e).splitlines()[0][:200])
try:
    first_part()
except Exception as e:
    print("override", type(e).__name__, str(e).splitlines()[0][:200])
try:
    print("own schema", StateGraph(Child).add_node("n", n).add_edge(START, "n").compile().invoke({"log": ["a", "b", "c"], "count": 0})["log"])
except Exception as e:
    print("own schema", type(e).__name__, str(e).splitlines()[0][:200])
def cat(a, b, sep=""): return list(a) + list(b)
joined = functools.partial(cat, sep="-")
class Joiner:
    def __call__(self, a, b): return list(a) + list(b)
j = Joiner()
class PA(TypedDict):
    log: Annotated[list, joined]
class PB(TypedDict):
    log: Annotated[list, joined]
class JA(TypedDict):
    log: Annotated[list, j]
class Plain(TypedDict):
    log: list
for label, st, inp in [("partial twice", PA, PB), ("callable object twice", JA, JA), ("callable then plain", JA, Plain)]:
    try:
        b = StateGraph(st, input_schema=inp).add_node("n", lambda s: {"log": [1]}).add_edge(START, "n")
        print(label, b.compile().invoke({"log": [0]}))
    except Exception as e:
        print(label, "!!", type(e).__name__, str(e).splitlines()[0][:200])
