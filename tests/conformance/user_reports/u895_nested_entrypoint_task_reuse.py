# https://github.com/langchain-ai/langgraph/issues/6792 : an @entrypoint whose @task runs before an interrupt, called from a checkpointed parent @entrypoint and from a StateGraph node: the interrupt value, the result after resuming, and how often the task ran (LangGraph runs it again on resume)
import operator
from typing import Annotated, TypedDict
from langgraph.func import entrypoint, task
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
counts = {"prep": 0}
@task
def prep(x):
    counts["prep"] += 1
    return x * 10
@entrypoint()
def child(x):
    p = prep(x).result()
    ok = interrupt({"p": p})
    return {"p": p, "ok": ok}
@entrypoint(checkpointer=InMemorySaver())
def parent_ep(x):
    return child.invoke(x)
cfg = {"configurable": {"thread_id": "1"}}
print([i.value for i in parent_ep.invoke(1, cfg)["__interrupt__"]], counts)
print(parent_ep.invoke(Command(resume="yes"), cfg), counts)
class S(TypedDict):
    out: Annotated[list, operator.add]
counts["prep"] = 0
def node(s):
    return {"out": [child.invoke(2)]}
g = StateGraph(S).add_node("node", node).add_edge(START, "node").compile(checkpointer=InMemorySaver())
cfg2 = {"configurable": {"thread_id": "2"}}
print([i.value for i in g.invoke({"out": []}, cfg2)["__interrupt__"]], counts)
print(g.invoke(Command(resume="sure"), cfg2), counts)
