# https://github.com/langchain-ai/langgraph/pull/4019 : Send workers each calling a @task that interrupts: the pending interrupts after the fan-out, get_state().tasks with their interrupts, a resume map answering one, then the rest, which workers and tasks run again, and the final joined state
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.func import task
from langgraph.types import Send, interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
runs = []
@task
def approve(name):
    runs.append("task:" + name)
    return interrupt("approve " + name)
class S(TypedDict, total=False):
    names: list
    name: str
    log: Annotated[list, operator.add]
def fan(s):
    return [Send("worker", {"name": n}) for n in s["names"]]
def worker(s):
    runs.append("worker:" + s["name"])
    return {"log": ["%s=%s" % (s["name"], approve(s["name"]).result())]}
def join(s):
    return {"log": ["join"]}
g = (StateGraph(S).add_node("worker", worker).add_node("join", join)
     .add_conditional_edges(START, fan, ["worker"]).add_edge("worker", "join").add_edge("join", END)
     .compile(checkpointer=InMemorySaver()))
cfg = {"configurable": {"thread_id": "t"}}
ints = g.invoke({"names": ["x", "y", "z"]}, cfg)["__interrupt__"]
print(sorted(i.value for i in ints))
st = g.get_state(cfg)
print(st.next, sorted((t.name, tuple(i.value for i in t.interrupts)) for t in st.tasks))
by = {i.value: i.id for i in ints}
runs.clear()
out = g.invoke(Command(resume={by["approve y"]: "ok-y"}), cfg)
print(sorted(i.value for i in out["__interrupt__"]), sorted(out["log"]), sorted(runs))
runs.clear()
out = g.invoke(Command(resume={by["approve x"]: "ok-x", by["approve z"]: "ok-z"}), cfg)
print(sorted(out["log"]), "__interrupt__" in out, sorted(runs))
print(g.get_state(cfg).next)
