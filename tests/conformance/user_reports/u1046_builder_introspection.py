# https://github.com/langchain-ai/langgraph/pull/5436 : what StateGraph builders expose to tools: builder.nodes (spec fields: metadata, input_schema, retry_policy, cache_policy, ends, defer), builder.edges, builder.waiting_edges, builder.branches (path names, ends), builder.channels (types), builder.schemas keys, builder.state_schema / input_schema / output_schema, and the same after compile
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import RetryPolicy, CachePolicy
class In(TypedDict):
    q: str
class Out(TypedDict):
    a: str
class S(TypedDict):
    q: str
    a: str
    log: Annotated[list, operator.add]
class Priv(TypedDict):
    secret: int
def first(s: In): return {"log": ["f"], "secret": 1}
def second(s: Priv): return {"a": "x"}
def route(s): return "second"
b = StateGraph(S, input_schema=In, output_schema=Out)
b.add_node("first", first, metadata={"m": 1}, retry_policy=RetryPolicy(max_attempts=2), cache_policy=CachePolicy(ttl=5))
b.add_node("second", second, defer=True)
b.add_node("third", lambda s: {})
b.add_edge(START, "first"); b.add_conditional_edges("first", route, {"second": "second", "end": END})
b.add_edge(["second", "first"], "third")
for name, spec in b.nodes.items():
    print(name, type(spec).__name__, spec.metadata, getattr(spec.input_schema, "__name__", spec.input_schema), spec.retry_policy, spec.cache_policy, spec.ends, spec.defer)
print(sorted(b.edges), sorted(b.waiting_edges))
for src, br in b.branches.items():
    print(src, [(k, v.ends, getattr(v.path, "name", None)) for k, v in br.items()])
print({k: type(v).__name__ for k, v in b.channels.items()})
print(sorted(getattr(k, "__name__", str(k)) for k in b.schemas))
print({getattr(k, "__name__", k): sorted(v) for k, v in b.schemas.items()})
print(b.state_schema.__name__, b.input_schema.__name__, b.output_schema.__name__, b.managed if hasattr(b, "managed") else None)
g = b.compile()
print(g.builder is b, sorted(g.nodes), g.get_name())
