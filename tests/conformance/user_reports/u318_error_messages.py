# https://github.com/langchain-ai/docs/issues/1121 , bytedance/deer-flow#55 , #2336 : error texts users paste (GRAPH_RECURSION_LIMIT, INVALID_CONCURRENT_GRAPH_UPDATE, INVALID_GRAPH_NODE_RETURN_VALUE, ErrorCode, create_error_message)
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.errors import GraphRecursionError, InvalidUpdateError, ErrorCode, create_error_message
from langgraph.types import Overwrite

print([e.value for e in ErrorCode])
print(create_error_message(message="Something broke", error_code=ErrorCode.MULTIPLE_SUBGRAPHS))

class S(TypedDict):
    x: int
    acc: Annotated[list, operator.add]

def report(label, fn):
    try:
        fn()
        print(label, "ok")
    except Exception as e:
        # (notes: LangGraph's "During task ..." only; lingxigraph also notes the channel of a failed update)
        print(label, type(e).__name__, "|", str(e).replace("\n", " / "), "|", [n for n in getattr(e, "__notes__", []) if n.startswith("During task")])

loop = StateGraph(S); loop.add_node("researcher", lambda s: {"x": s["x"] + 1}); loop.add_edge(START, "researcher"); loop.add_edge("researcher", "researcher")
report("recursion", lambda: loop.compile().invoke({"x": 0, "acc": []}))
report("recursion 3", lambda: loop.compile().invoke({"x": 0, "acc": []}, {"recursion_limit": 3}))
par = StateGraph(S); par.add_node("a", lambda s: {"x": 1}); par.add_node("b", lambda s: {"x": 2}); par.add_edge(START, "a"); par.add_edge(START, "b")
report("concurrent", lambda: par.compile().invoke({"x": 0, "acc": []}))
ow = StateGraph(S); ow.add_node("a", lambda s: {"acc": Overwrite([1])}); ow.add_node("b", lambda s: {"acc": Overwrite([2])}); ow.add_edge(START, "a"); ow.add_edge(START, "b")
report("two overwrites", lambda: ow.compile().invoke({"x": 0, "acc": []}))
bad = StateGraph(S); bad.add_node("a", lambda s: "oops"); bad.add_edge(START, "a")
report("bad return", lambda: bad.compile().invoke({"x": 0, "acc": []}))
bad2 = StateGraph(S); bad2.add_node("a", lambda s: [1, 2]); bad2.add_edge(START, "a")
report("list return", lambda: bad2.compile().invoke({"x": 0, "acc": []}))
unk = StateGraph(S); unk.add_node("a", lambda s: {"nope": 1}); unk.add_edge(START, "a")
report("unknown key", lambda: unk.compile().invoke({"x": 0, "acc": []}))
report("input not dict", lambda: unk.compile().invoke("text"))
empty = StateGraph(S)
report("no entry", lambda: empty.compile())
e1 = StateGraph(S); e1.add_node("a", lambda s: {}); e1.add_edge(START, "a"); e1.add_edge("a", "missing")
report("missing node edge", lambda: e1.compile())
e2 = StateGraph(S); e2.add_node("a", lambda s: {})
report("dup node", lambda: e2.add_node("a", lambda s: {}))
report("reserved name", lambda: StateGraph(S).add_node("__start__", lambda s: {}))
report("bad char", lambda: StateGraph(S).add_node("a:b", lambda s: {}))
