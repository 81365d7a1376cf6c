# https://github.com/langchain-ai/langgraph/issues/4028 , #5952 , langgraphjs#1552 : two parallel nodes INSIDE one subgraph both interrupt; parent get_state(subgraphs=True): the one parent task with two interrupts, its subgraph state's two tasks; resume one by id, then the other
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
def mk(n):
    return lambda s: {"log": [f"{n}={interrupt(n + '?')}"]}
sub = (StateGraph(S).add_node("x", mk("x")).add_node("y", mk("y")).add_node("z", lambda s: {"log": ["z"]})
       .add_edge(START, "x").add_edge(START, "y").add_edge(["x", "y"], "z").compile())
g = StateGraph(S).add_node("sub", sub).add_node("end", lambda s: {"log": ["end"]}).add_edge(START, "sub").add_edge("sub", "end").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
out = g.invoke({"log": []}, cfg)
print(sorted(i.value for i in out["__interrupt__"]))
def show():
    st = g.get_state(cfg, subgraphs=True)
    print("parent", st.next, sorted(i.value for i in st.interrupts), [(t.name, sorted(i.value for i in t.interrupts)) for t in st.tasks])
    for t in st.tasks:
        if t.state is not None:
            print(" sub", t.state.next, sorted(t.state.values["log"]), sorted((tt.name, tuple(i.value for i in tt.interrupts)) for tt in t.state.tasks))
    return st
st = show()
by = {i.value: i.id for i in st.interrupts}
for ns, ch in g.stream(Command(resume={by["y?"]: "Y"}), cfg, stream_mode="updates", subgraphs=True):
    print(tuple(x.split(":")[0] for x in ns), {k: (sorted(i.value for i in v) if k == "__interrupt__" else v) for k, v in ch.items()})
st = show()
left = [i for i in st.interrupts if i.value == "x?"]
out = g.invoke(Command(resume={left[0].id: "X"}), cfg)
print(sorted(out["log"]), "__interrupt__" in out)
show()
