# https://github.com/langchain-ai/langgraph/issues/6792 , PR 6793 : a StateGraph invoked inside a @task of an @entrypoint, interrupting; resume; tasks before the interrupt reused; subgraphs=True updates
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START
from langgraph.func import entrypoint, task
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver

runs = []
class S(TypedDict):
    log: Annotated[list, operator.add]
def review(state):
    runs.append("review")
    return {"log": [f"review={interrupt('ok?')}"]}
sb = StateGraph(S); sb.add_node("review", review); sb.add_edge(START, "review")
sub = sb.compile()
@task
def prepare(x):
    runs.append("prepare")
    return x + 1
@task
def run_sub(x):
    runs.append("run_sub")
    return sub.invoke({"log": [x]})
@entrypoint(checkpointer=InMemorySaver())
def wf(x):
    y = prepare(x).result()
    out = run_sub(y).result()
    return out["log"]
cfg = {"configurable": {"thread_id": "1"}}
for ns, ch in wf.stream(1, cfg, stream_mode="updates", subgraphs=True):
    print([p.split(":")[0] for p in ns], ch)
st = wf.get_state(cfg)
print(st.next, [(t.name, [i.value for i in t.interrupts]) for t in st.tasks], [i.value for i in st.interrupts])
for ns, ch in wf.stream(Command(resume="yes"), cfg, stream_mode="updates", subgraphs=True):
    print([p.split(":")[0] for p in ns], ch)
print(runs)
print(wf.get_state(cfg).values)
