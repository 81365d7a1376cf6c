# https://github.com/langchain-ai/langgraph/issues/4796 : a subgraph whose deferred join node follows a branch that interrupts: the parent's get_state(subgraphs=True) while paused (the subgraph's next and tasks), resuming, and how many times each subgraph node ran
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
runs = {}
def mk(n, ask=False):
    def f(s):
        runs[n] = runs.get(n, 0) + 1
        if ask:
            return {"log": [n + "=" + interrupt("ok " + n + "?")]}
        return {"log": [n]}
    return f
sb = StateGraph(S)
sb.add_node("quick", mk("quick")); sb.add_node("asker", mk("asker", True)); sb.add_node("join", mk("join"), defer=True)
sb.add_edge(START, "quick"); sb.add_edge(START, "asker"); sb.add_edge("quick", "join"); sb.add_edge("asker", "join")
sub = sb.compile()
g = StateGraph(S).add_node("sub", sub).add_node("end", mk("end")).add_edge(START, "sub").add_edge("sub", "end").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
r = g.invoke({"log": []}, cfg)
print(r["log"], [i.value for i in r["__interrupt__"]])
st = g.get_state(cfg, subgraphs=True)
sst = st.tasks[0].state
print(st.next, sst.next, sst.values, [(t.name, [i.value for i in t.interrupts]) for t in sst.tasks])
print(g.invoke(Command(resume="yes"), cfg), sorted(runs.items()))
