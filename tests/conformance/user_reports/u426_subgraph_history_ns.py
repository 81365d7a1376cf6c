# https://github.com/langchain-ai/langgraph/issues/1695 , #5659 : a checkpointer=True subgraph across two invocations: get_state(subgraphs=True) of the finished parent, history of the subgraph namespace, update_state on the subgraph after it ran
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command

class S(TypedDict):
    v: str
sub = StateGraph(S).add_node("s1", lambda s: {"v": s["v"] + "1"}).add_node("s2", lambda s: {"v": s["v"] + interrupt("go?")}).add_edge(START, "s1").add_edge("s1", "s2").compile(checkpointer=True)
g = StateGraph(S).add_node("sub", sub).add_edge(START, "sub").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
g.invoke({"v": "a"}, cfg)
st = g.get_state(cfg, subgraphs=True)
sub_cfg = st.tasks[0].state.config
print(st.tasks[0].state.values, st.tasks[0].state.next, sub_cfg["configurable"]["checkpoint_ns"].split(":")[0])
print([(h.metadata["step"], h.next, h.values) for h in g.get_state_history(sub_cfg)])
print(g.invoke(Command(resume="!"), cfg))
st = g.get_state(cfg, subgraphs=True)
print(st.next, [t.name for t in st.tasks])
print(g.invoke({"v": "b"}, cfg))
st = g.get_state(cfg, subgraphs=True)
print(st.values, st.next)
for h in g.get_state_history(cfg):
    print(h.metadata["step"], h.next, h.values, [(t.name, t.state is not None) for t in h.tasks])
