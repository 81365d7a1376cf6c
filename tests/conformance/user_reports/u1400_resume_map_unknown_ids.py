# https://github.com/langchain-ai/langgraph/issues/8836 : Command(resume={...}) whose keys are not interrupt ids (ordinary strings, an empty map) with one and with two interrupts pending: what the node's interrupt() receives, whether the run stays paused, and the error (32-hex keys matching no interrupt are a listed difference)
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Send, interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict, total=False):
    names: list
    name: str
    log: Annotated[list, operator.add]
def one(s):
    return {"log": [repr(interrupt("only"))]}
g1 = StateGraph(S).add_node("one", one).add_edge(START, "one").compile(checkpointer=InMemorySaver())
for i, resume in enumerate(({"not-an-id": "y"}, {})):
    cfg = {"configurable": {"thread_id": "one%d" % i}}
    g1.invoke({"log": []}, cfg)
    try:
        out = g1.invoke(Command(resume=resume), cfg)
        print(i, out.get("log"), [x.value for x in out.get("__interrupt__", [])])
    except Exception as e:
        print(i, type(e).__name__, str(e))
def fan(s):
    return [Send("worker", {"name": n}) for n in s["names"]]
def worker(s):
    return {"log": [s["name"] + "=" + repr(interrupt("ask " + s["name"]))]}
g2 = (StateGraph(S).add_node("worker", worker).add_conditional_edges(START, fan, ["worker"]).add_edge("worker", END)
      .compile(checkpointer=InMemorySaver()))
for i, resume in enumerate(({"not-an-id": "y"}, {"a": 1, "b": 2})):
    cfg = {"configurable": {"thread_id": "two%d" % i}}
    g2.invoke({"names": ["a", "b"]}, cfg)
    try:
        out = g2.invoke(Command(resume=resume), cfg)
        print(i, sorted(out.get("log", [])), sorted(x.value for x in out.get("__interrupt__", [])))
    except Exception as e:
        print(i, type(e).__name__, str(e))
