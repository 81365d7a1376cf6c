# https://github.com/langchain-ai/langgraph/issues/1569 (round 2) , studio#218 : interrupt_before a subgraph node and inside a subgraph (compile arg), update subgraph state, continue
from typing import TypedDict, Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver

class S(TypedDict):
    log: Annotated[list, operator.add]
sb = StateGraph(S); sb.add_node("s1", lambda s: {"log": ["s1"]}); sb.add_node("s2", lambda s: {"log": ["s2"]})
sb.add_edge(START, "s1"); sb.add_edge("s1", "s2"); sb.add_edge("s2", END)
sub = sb.compile(interrupt_before=["s2"])
pb = StateGraph(S); pb.add_node("pre", lambda s: {"log": ["pre"]}); pb.add_node("sub", sub)
pb.add_edge(START, "pre"); pb.add_edge("pre", "sub"); pb.add_edge("sub", END)
g = pb.compile(checkpointer=InMemorySaver(), interrupt_before=["sub"])
cfg = {"configurable": {"thread_id": "1"}}
print(g.invoke({"log": []}, cfg), g.get_state(cfg).next)
print(g.invoke(None, cfg), g.get_state(cfg).next)
st = g.get_state(cfg, subgraphs=True)
sub_cfg = st.tasks[0].state.config
print(st.tasks[0].state.values, st.tasks[0].state.next)
g.update_state(sub_cfg, {"log": ["edited-in-sub"]})
print(g.get_state(cfg, subgraphs=True).tasks[0].state.values)
for n, c in g.stream(None, cfg, stream_mode="updates", subgraphs=True):
    print([p.split(":")[0] for p in n], c)
print(g.get_state(cfg).values, g.get_state(cfg).next)
