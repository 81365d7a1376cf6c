# https://github.com/langchain-ai/langgraph/pull/6077 : where RetryPolicy imports from (langgraph.types, langgraph.pregel, langgraph.pregel.types, langgraph.graph) and RetryPolicy values at their edges on a node that always fails with ConnectionError: max_attempts 0 and -1, retry_on as an empty list / tuple, a string (the TypeError), a class, and an empty list of policies: attempts made and the error raised
import importlib
for i, mod in enumerate(("langgraph.types", "langgraph.pregel", "langgraph.pregel.types", "langgraph.graph")):
    try:
        m = importlib.import_module(mod)
        print(i, hasattr(m, "RetryPolicy"), hasattr(m, "CachePolicy"))
    except Exception as e:
        print(i, "ERR", type(e).__name__)
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import RetryPolicy
class S(TypedDict, total=False):
    n: int
for label, pol in (("max0", RetryPolicy(max_attempts=0, initial_interval=0.001, jitter=False)),
                   ("maxneg", RetryPolicy(max_attempts=-1, initial_interval=0.001, jitter=False)),
                   ("empty list", RetryPolicy(retry_on=[], initial_interval=0.001, jitter=False)),
                   ("empty tuple", RetryPolicy(retry_on=(), initial_interval=0.001, jitter=False)),
                   ("bad retry_on", RetryPolicy(retry_on="ValueError", initial_interval=0.001, jitter=False)),
                   ("class", RetryPolicy(retry_on=ConnectionError, initial_interval=0.001, jitter=False)),
                   ("empty policy list", [])):
    calls = []
    def node(s):
        calls.append(1)
        raise ConnectionError("x")
    try:
        g = StateGraph(S).add_node("node", node, retry_policy=pol).add_edge(START, "node").compile()
        g.invoke({"n": 0})
    except Exception as e:
        print(label, "ERR", type(e).__name__, str(e).splitlines()[0][:90], len(calls))
