# https://github.com/langchain-ai/langgraph/issues/3772 , #4796 : get_stream_writer in a @task called from a subgraph node; custom + updates + debug-free chunks with subgraphs=True, and a StreamWriter parameter
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START
from langgraph.func import task
from langgraph.config import get_stream_writer
from langgraph.types import StreamWriter

class S(TypedDict):
    log: Annotated[list, operator.add]
@task
def helper(x):
    get_stream_writer()({"helper": x})
    return x + 1
def inner(state, writer: StreamWriter):
    writer({"inner": "start"})
    v = helper(1).result()
    writer({"inner": v})
    return {"log": [v]}
sb = StateGraph(S); sb.add_node("inner", inner); sb.add_edge(START, "inner")
pb = StateGraph(S); pb.add_node("sub", sb.compile()); pb.add_node("top", lambda s: {"log": ["top"]})
pb.add_edge(START, "sub"); pb.add_edge("sub", "top")
g = pb.compile()
for subgraphs in (False, True):
    for item in g.stream({"log": []}, stream_mode=["custom", "updates"], subgraphs=subgraphs):
        if subgraphs:
            ns, mode, data = item
            print(subgraphs, [p.split(":")[0] for p in ns], mode, data)
        else:
            print(subgraphs, *item)
