# https://github.com/langchain-ai/langgraph/issues/1587 : total=False TypedDicts and NotRequired / Required keys as state: which keys the first node sees for partial inputs, what invoke returns, an input with no known key, and an input_schema with Required keys that the input omits
from typing_extensions import TypedDict, NotRequired, Required
from langgraph.graph import StateGraph, START, END
class Loose(TypedDict, total=False):
    a: int
    b: Required[str]
    c: list
class Mixed(TypedDict):
    a: int
    b: NotRequired[str]
def show(label):
    def f(s):
        print(label, "sees", sorted(s.items()))
        return {}
    return f
for schema in (Loose, Mixed):
    g = StateGraph(schema).add_node("n", show(schema.__name__)).add_node("m", lambda s: {"a": 5}).add_edge(START, "n").add_edge("n", "m").add_edge("m", END).compile()
    for inp in [{"a": 1}, {"b": "x"}, {}, {"zzz": 1}]:
        try:
            print(schema.__name__, inp, "->", g.invoke(inp))
        except Exception as e:
            print(schema.__name__, inp, "!!", type(e).__name__, str(e).splitlines()[0][:200])
class In(TypedDict):
    q: Required[str]
class Out(TypedDict, total=False):
    r: str
class All(In, Out):
    pass
h = StateGraph(All, input_schema=In, output_schema=Out).add_node("n", lambda s: {"r": s.get("q", "?") * 2}).add_edge(START, "n").compile()
print("io", h.invoke({"q": "ab"}))
try:
    print("io missing", h.invoke({"r": "z"}))
except Exception as e:
    print("io missing !!", type(e).__name__, str(e).splitlines()[0][:200])
