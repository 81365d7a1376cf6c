# https://github.com/langchain-ai/langgraph/issues/4866: pydantic state, subgraph interrupt, subgraph state from parent
from langgraph.checkpoint.memory import MemorySaver
from langgraph.graph import END, START, StateGraph
from langgraph.types import Command, interrupt
from pydantic import BaseModel

class State(BaseModel):
    messages: list[str] = []

def node(name):
    def f(state: State):
        return {"messages": state.messages + [f"{name} node"]}
    return f

def node_interrupt(name):
    def f(state: State):
        v = interrupt(f"enter {name}")
        return {"messages": state.messages + [f"{name} interrupt {v}"]}
    return f

sub = StateGraph(State)
sub.add_node("s1", node("s1")); sub.add_node("s2", node_interrupt("s2")); sub.add_node("s3", node("s3"))
sub.add_edge(START, "s1"); sub.add_edge("s1", "s2"); sub.add_edge("s2", "s3"); sub.add_edge("s3", END)
p = StateGraph(State)
p.add_node("p1", node("p1")); p.add_node("sub", sub.compile()); p.add_node("p2", node("p2"))
p.add_edge(START, "p1"); p.add_edge("p1", "sub"); p.add_edge("sub", "p2"); p.add_edge("p2", END)
g = p.compile(checkpointer=MemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
for ns, ch in g.stream({"messages": []}, cfg, subgraphs=True, stream_mode="updates"):
    print(len(ns), ch)
st = g.get_state(cfg, subgraphs=True)
print(st.values, st.next)
sub_state = st.tasks[0].state
print(type(sub_state).__name__, sub_state.values, sub_state.next, sub_state.config["configurable"]["checkpoint_ns"].split(":")[0])
print([i.value for i in sub_state.interrupts], [t.name for t in sub_state.tasks])
# update the subgraph's state directly through its config
g.update_state(sub_state.config, {"messages": ["replaced"]})
print(g.get_state(cfg, subgraphs=True).tasks[0].state.values)
for ns, ch in g.stream(Command(resume="yes"), cfg, subgraphs=True, stream_mode="values"):
    print(len(ns), ch)
print(g.get_state(cfg).values)
