# https://github.com/langchain-ai/langgraph/pull/3581 : a subgraph invoked twice inside one parent node function, each run writing custom chunks with get_stream_writer: the custom and updates chunks with subgraphs=True (namespaces of the two calls, normalised) and without, and the parent's result
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.config import get_stream_writer
class S(TypedDict):
    log: Annotated[list, operator.add]
def work(s):
    get_stream_writer()({"inner": s["log"][-1]})
    return {"log": ["worked " + s["log"][-1]]}
child = StateGraph(S).add_node("work", work).add_edge(START, "work").compile()
def twice(s):
    get_stream_writer()("before")
    a = child.invoke({"log": ["one"]})
    b = child.invoke({"log": ["two"]})
    return {"log": a["log"] + b["log"]}
g = StateGraph(S).add_node("twice", twice).add_edge(START, "twice").compile()
for sub in [True, False]:
    seen = []
    for item in g.stream({"log": []}, stream_mode=["custom", "updates"], subgraphs=sub):
        if sub:
            ns, mode, c = item
            seen.append(([n.split(":")[0] for n in ns], mode, c))
        else:
            mode, c = item
            seen.append((mode, c))
    print(sub, seen)
    if sub:
        nss = [ns for ns, c in g.stream({"log": []}, stream_mode="updates", subgraphs=True)]
        print(len(nss), len(set(nss)), [len(ns) for ns in nss])
