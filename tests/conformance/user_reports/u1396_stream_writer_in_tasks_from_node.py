# https://github.com/langchain-ai/langgraph/pull/3081 : get_stream_writer() and an injected writer used inside @tasks a node calls (and in the node itself): the custom chunks and their namespaces with subgraphs=True, their order with the updates, and writes from a task called in a Send worker (one, so the order is fixed)
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.func import task
from langgraph.config import get_stream_writer
from langgraph.types import Send, StreamWriter
@task
def step(n):
    get_stream_writer()({"task": n})
    return n + 1
@task
def injected(n, writer: StreamWriter):
    writer("inj%d" % n)
    return n
class S(TypedDict, total=False):
    n: int
    log: Annotated[list, operator.add]
def node(s):
    w = get_stream_writer()
    w("node-start")
    a = step(s["n"]).result()
    b = injected(a).result()
    w("node-end")
    return {"log": [a, b]}
def fan(s):
    return [Send("worker", {"n": 10})]
def worker(s):
    return {"log": [step(s["n"]).result()]}
g = (StateGraph(S).add_node("node", node).add_node("worker", worker).add_edge(START, "node")
     .add_conditional_edges("node", fan, ["worker"]).add_edge("worker", END).compile())
print(list(g.stream({"n": 1}, stream_mode="custom")))
for ns, mode, chunk in g.stream({"n": 1}, stream_mode=["custom", "updates"], subgraphs=True):
    print([p.split(":")[0] for p in ns], mode, chunk)
