# https://github.com/langchain-ai/langgraph/pull/6108 , #5952 , #6792 : an entrypoint used as a subgraph node running two tasks in parallel that both interrupt; copies the parent sees, get_state(subgraphs=True), id-map resume of both at once
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.func import entrypoint, task
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
@task
def ask(x):
    return interrupt(f"q{x}")
@entrypoint()
def inner(state: dict):
    futs = [ask(i) for i in (1, 2)]
    return {"v": state["v"] + "".join(f.result() for f in futs)}
class S(TypedDict):
    v: str
g = StateGraph(S).add_node("inner", inner).add_edge(START, "inner").compile(checkpointer=InMemorySaver())
c = {"configurable": {"thread_id": "1"}}
out = g.invoke({"v": ""}, c)
print(sorted(i.value for i in out["__interrupt__"]))
st = g.get_state(c, subgraphs=True)
print(sorted(i.value for i in st.interrupts), [(t.name, sorted(i.value for i in t.interrupts)) for t in st.tasks])
ids = {i.value: i.id for i in st.interrupts}
out = g.invoke(Command(resume={ids[k]: k.upper() for k in ids}), c)
print(out if "__interrupt__" not in out else sorted(i.value for i in out["__interrupt__"]))
st = g.get_state(c)
if st.next:
    ids = {i.value: i.id for i in st.interrupts}
    print(g.invoke(Command(resume={ids[k]: k.upper() for k in ids}), c))
