# https://github.com/langchain-ai/langgraph/pull/6108 : Command(resume=<plain value>) while several interrupts are pending (Send workers, and two @task futures started together in one node): the error type and text, the thread left untouched, then a full id map; and a plain value once only one is left
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.func import task
from langgraph.types import Send, interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict, total=False):
    names: list
    name: str
    log: Annotated[list, operator.add]
def fan(s):
    return [Send("worker", {"name": n}) for n in s["names"]]
def worker(s):
    return {"log": [s["name"] + "=" + interrupt("ask " + s["name"])]}
g = (StateGraph(S).add_node("worker", worker).add_conditional_edges(START, fan, ["worker"]).add_edge("worker", END)
     .compile(checkpointer=InMemorySaver()))
cfg = {"configurable": {"thread_id": "a"}}
ints = g.invoke({"names": ["p", "q"]}, cfg)["__interrupt__"]
try:
    g.invoke(Command(resume="same"), cfg)
except Exception as e:
    print(type(e).__name__, str(e))
print(sorted(i.value for i in g.get_state(cfg).interrupts))
by = {i.value: i.id for i in ints}
out = g.invoke(Command(resume={by["ask p"]: "P"}), cfg)
print(sorted(i.value for i in out["__interrupt__"]), out["log"])
out = g.invoke(Command(resume="Q"), cfg)
print(sorted(out["log"]), "__interrupt__" in out)
@task
def ask(q):
    return interrupt(q)
def both(s):
    f1, f2 = ask("left"), ask("right")
    return {"log": [f1.result(), f2.result()]}
h = StateGraph(S).add_node("both", both).add_edge(START, "both").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "b"}}
ints = h.invoke({"log": []}, cfg)["__interrupt__"]
print(sorted(i.value for i in ints), len({i.id for i in ints}))
try:
    h.invoke(Command(resume="same"), cfg)
except Exception as e:
    print(type(e).__name__, str(e))
out = h.invoke(Command(resume={i.id: i.value.upper() for i in ints}), cfg)
print(out["log"], [i.value for i in out.get("__interrupt__", [])])
