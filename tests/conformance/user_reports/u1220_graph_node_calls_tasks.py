# https://github.com/langchain-ai/langgraph/pull/3202 : a StateGraph node calling @task functions (in parallel, futures), one of which interrupts; with a checkpointer: the updates stream (tasks appear?), get_state().tasks, resume, which task bodies re-ran, and the history's tasks names
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.func import task
from langgraph.graph import StateGraph, START
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
ran = []
@task
def fetch(i):
    ran.append(i)
    return "f%d" % i
@task
def confirm(x):
    return interrupt("ok %s?" % x)
def node(s):
    fs = [fetch(i) for i in range(3)]
    vals = [f.result() for f in fs]
    ans = confirm(",".join(vals)).result()
    return {"log": vals + [ans]}
g = StateGraph(S).add_node("node", node).add_edge(START, "node").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
ups = list(g.stream({"log": []}, cfg, stream_mode="updates"))
print(sorted(str(u) for u in ups))
st = g.get_state(cfg)
print(st.next, [(t.name, [i.value for i in t.interrupts]) for t in st.tasks], sorted(ran))
print(list(g.stream(Command(resume="yes"), cfg, stream_mode="updates")), sorted(ran))
print([(h.metadata["step"], sorted(t.name for t in h.tasks)) for h in g.get_state_history(cfg)])
