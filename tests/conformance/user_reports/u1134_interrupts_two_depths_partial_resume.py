# https://github.com/langchain-ai/langgraph/issues/4406 : one interrupt in a top-level branch and one inside a parallel subgraph branch; resuming only the subgraph's by id map, then the other: get_state().interrupts, next, tasks' interrupts and subgraph state between, and what each resume re-runs
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
runs = []
def top(s):
    runs.append("top")
    return {"log": ["top=" + interrupt("top?")]}
def deep(s):
    runs.append("deep")
    return {"log": ["deep=" + interrupt("deep?")]}
def pre(s):
    runs.append("pre")
    return {"log": ["pre"]}
sub = StateGraph(S).add_node("pre", pre).add_node("deep", deep).add_edge(START, "pre").add_edge("pre", "deep").compile()
g = StateGraph(S).add_node("top", top).add_node("sub", sub).add_node("end", lambda s: {"log": ["end"]}).add_edge(START, "top").add_edge(START, "sub").add_edge(["top", "sub"], "end").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
def show(label):
    st = g.get_state(cfg, subgraphs=True)
    print(label, sorted(i.value for i in st.interrupts), st.next, sorted((t.name, [i.value for i in t.interrupts], t.state.next if t.state else None) for t in st.tasks), sorted(runs))
    runs.clear()
    return {i.value: i.id for i in st.interrupts}
g.invoke({"log": []}, cfg)
ids = show("start")
r = g.invoke(Command(resume={ids["deep?"]: "d"}), cfg)
print(sorted(r["log"]), [i.value for i in r.get("__interrupt__", [])])
ids = show("after deep")
r = g.invoke(Command(resume={ids["top?"]: "t"}), cfg)
print(sorted(r["log"]), r.get("__interrupt__"))
show("done")
