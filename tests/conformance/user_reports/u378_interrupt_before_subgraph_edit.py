# https://github.com/langchain-ai/langgraph/issues/1569 , studio#218 : interrupt_before on a node inside a subgraph (compile-time) and call-time interrupt_after in the parent; editing the subgraph state via its config; resume
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver

class S(TypedDict):
    draft: str
    log: Annotated[list, operator.add]
sb = StateGraph(S)
sb.add_node("write", lambda s: {"draft": "v1", "log": ["write"]}); sb.add_node("publish", lambda s: {"log": [f"publish {s['draft']}"]})
sb.add_edge(START, "write"); sb.add_edge("write", "publish")
sub = sb.compile(interrupt_before=["publish"])
pb = StateGraph(S); pb.add_node("team", sub); pb.add_node("done", lambda s: {"log": ["done"]}); pb.add_edge(START, "team"); pb.add_edge("team", "done")
g = pb.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
print(g.invoke({"draft": "", "log": []}, cfg))
st = g.get_state(cfg, subgraphs=True)
sub_state = st.tasks[0].state
print(st.next, sub_state.next, sub_state.values)
g.update_state(sub_state.config, {"draft": "v2-edited"})
print(g.get_state(cfg, subgraphs=True).tasks[0].state.values["draft"])
print(g.invoke(None, cfg))
cfg2 = {"configurable": {"thread_id": "2"}}
print(g.invoke({"draft": "", "log": []}, cfg2, interrupt_after=["team"]))
print(g.get_state(cfg2).next)
