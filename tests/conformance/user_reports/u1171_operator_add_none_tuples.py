# https://github.com/langchain-ai/langgraph/issues/1950 : Annotated[list, operator.add] channels fed None, tuples, a bare string and an empty list by nodes and inputs: the resulting values or error types and texts, and Annotated[tuple, operator.add] from a list update
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
class S(TypedDict):
    items: Annotated[list, operator.add]
class T(TypedDict):
    items: Annotated[tuple, operator.add]
def run(schema, init, update, label):
    g = StateGraph(schema).add_node("n", lambda s: {"items": update}).add_edge(START, "n").compile()
    try:
        print(label, "->", g.invoke(init))
    except Exception as e:
        print(label, "!!", type(e).__name__, str(e).splitlines()[0][:200])
run(S, {"items": [1]}, None, "none update")
run(S, {"items": [1]}, (2, 3), "tuple update")
run(S, {"items": [1]}, "ab", "str update")
run(S, {"items": [1]}, [], "empty update")
run(S, {"items": None}, [2], "none input")
run(S, {"items": (1,)}, [2], "tuple input")
run(S, {}, [2], "no input key")
run(T, {"items": (1,)}, (2,), "tuple channel")
run(T, {"items": (1,)}, [2], "tuple channel list update")
g = StateGraph(S).add_node("n", lambda s: {}).add_edge(START, "n").compile()
print("stream", list(g.stream({"items": (5, 6)}, stream_mode="values")))
