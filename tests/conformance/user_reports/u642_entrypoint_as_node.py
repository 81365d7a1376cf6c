# https://github.com/langchain-ai/langgraph/issues/6792 , round 1 #52 : an @entrypoint used as a StateGraph node (subgraph) with an interrupting task; get_state(subgraphs=True); stream subgraphs=True updates; resume
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.func import entrypoint, task
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
@task
def ask(x):
    return interrupt(f"ok {x}?")
@entrypoint()
def inner(state: dict):
    ans = ask(state["v"]).result()
    return {"v": state["v"] + ans}
class S(TypedDict):
    v: str
g = StateGraph(S).add_node("pre", lambda s: {"v": s["v"] + "p"}).add_node("inner", inner).add_edge(START, "pre").add_edge("pre", "inner").add_edge("inner", END).compile(checkpointer=InMemorySaver())
c = {"configurable": {"thread_id": "1"}}
for ns, d in g.stream({"v": ""}, c, stream_mode="updates", subgraphs=True):
    print(tuple(n.split(":")[0] for n in ns), d)
st = g.get_state(c, subgraphs=True)
print(st.next, [(t.name, [i.value for i in t.interrupts], type(t.state).__name__) for t in st.tasks])
sub = st.tasks[0].state
print(sub.values, sub.next, [t.name for t in sub.tasks])
for ns, d in g.stream(Command(resume="Y"), c, stream_mode="updates", subgraphs=True):
    print(tuple(n.split(":")[0] for n in ns), d)
print(g.get_state(c).values)
