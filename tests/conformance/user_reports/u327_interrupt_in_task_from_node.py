# https://github.com/langchain-ai/langgraph/issues/6792 , #4523 : @task calls with interrupts made from a StateGraph node: state tasks, resume by id, task results reused (not re-run), history
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START
from langgraph.func import task
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver

runs = []
@task
def fetch(x):
    runs.append(("fetch", x))
    return x * 2
@task
def approve(x):
    runs.append(("approve", x))
    return interrupt({"approve": x})
class S(TypedDict):
    log: Annotated[list, operator.add]
def worker(state):
    a = fetch(1).result()
    ok = approve(a).result()
    b = fetch(2).result()
    ok2 = approve(b).result()
    return {"log": [a, ok, b, ok2]}
bd = StateGraph(S); bd.add_node("worker", worker); bd.add_edge(START, "worker")
g = bd.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
out = g.invoke({"log": []}, cfg)
print([i.value for i in out["__interrupt__"]])
st = g.get_state(cfg)
print(st.next, [(t.name, [i.value for i in t.interrupts]) for t in st.tasks])
out = g.invoke(Command(resume="yes"), cfg)
print([i.value for i in out["__interrupt__"]])
out = g.invoke(Command(resume={g.get_state(cfg).interrupts[0].id: "sure"}), cfg)
print(out)
print(runs)
print([(h.metadata["step"], h.next) for h in g.get_state_history(cfg)])
