# https://github.com/langchain-ai/langgraph/pull/6108 , #6956 , #6208 : a @task calling another @task that interrupts (nested calls), a task calling interrupt() twice; saved interrupt writes per level, get_state interrupts, resumes, as a subgraph node too
from typing import TypedDict
from langgraph.func import entrypoint, task
from langgraph.graph import StateGraph, START
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
@task
def inner(x):
    return interrupt(f"inner {x}")
@task
def outer(x):
    return "o:" + inner(x).result()
@task
def twice(x):
    a = interrupt(f"first {x}")
    b = interrupt(f"second {x}")
    return a + b
saver = InMemorySaver()
@entrypoint(checkpointer=saver)
def wf(x: str):
    return [outer(x).result(), twice(x).result()]
c = {"configurable": {"thread_id": "1"}}
for step in ("a", Command(resume="R1"), Command(resume="R2"), Command(resume="R3")):
    out = wf.invoke(step, c)
    print(out if not isinstance(out, dict) else [i.value for i in out["__interrupt__"]], sorted(w[1] for w in saver.get_tuple(c).pending_writes), [i.value for i in wf.get_state(c).interrupts])
class S(TypedDict):
    v: list
g = StateGraph(S).add_node("wf", wf).add_edge(START, "wf").compile(checkpointer=InMemorySaver())
c2 = {"configurable": {"thread_id": "2"}}
out = g.invoke({"v": []}, c2)
print([i.value for i in out["__interrupt__"]], [(t.name, [i.value for i in t.interrupts]) for t in g.get_state(c2).tasks])
