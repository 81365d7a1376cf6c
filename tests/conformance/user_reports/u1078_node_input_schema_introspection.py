# https://github.com/langchain-ai/langgraph/pull/1036 : add_node(input_schema=...) and an annotated private-state node: builder.nodes[...].input_schema, builder.schemas, compiled.nodes[...].channels (which keys the node reads), the JSON schemas, and what each node receives at run time
import json
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
class S(TypedDict):
    q: str
    a: str
class Narrow(TypedDict):
    q: str
class Priv(TypedDict):
    q: str
    scratch: int
seen = {}
def first(s):
    seen["first"] = sorted(s)
    return {"scratch": 3}
def second(s: Priv):
    seen["second"] = sorted(s)
    return {"a": str(s["scratch"])}
b = StateGraph(S)
b.add_node("first", first, input_schema=Narrow); b.add_node("second", second)
b.add_edge(START, "first"); b.add_edge("first", "second")
print({k: getattr(v.input_schema, "__name__", None) for k, v in b.nodes.items()})
print(sorted(getattr(k, "__name__", str(k)) for k in b.schemas))
g = b.compile()
print({k: (sorted(v.channels) if not isinstance(v.channels, str) else v.channels) for k, v in g.nodes.items()})
print(json.dumps(g.get_input_jsonschema(), sort_keys=True))
print(g.invoke({"q": "x", "a": ""}), seen)
