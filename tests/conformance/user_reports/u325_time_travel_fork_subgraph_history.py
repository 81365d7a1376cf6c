# https://github.com/langchain-ai/langgraph/issues/4987 , PR 1538 : get_state_history of a thread with a subgraph, replay from a checkpoint before the subgraph, update_state(as_node) fork, checkpoints stream of the fork
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver

class S(TypedDict):
    log: Annotated[list, operator.add]
calls = []
def mk(name):
    def f(state):
        calls.append(name)
        return {"log": [name]}
    return f
sb = StateGraph(S); sb.add_node("s1", mk("s1")); sb.add_node("s2", mk("s2")); sb.add_edge(START, "s1"); sb.add_edge("s1", "s2")
pb = StateGraph(S); pb.add_node("a", mk("a")); pb.add_node("sub", sb.compile(checkpointer=True)); pb.add_node("b", mk("b"))
pb.add_edge(START, "a"); pb.add_edge("a", "sub"); pb.add_edge("sub", "b")
g = pb.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
print(g.invoke({"log": []}, cfg))
hist = list(g.get_state_history(cfg))
print([(h.metadata["step"], h.next, h.values["log"] if h.values else None) for h in hist])
before_sub = next(h for h in hist if h.next == ("sub",))
calls.clear()
print("replay", g.invoke(None, before_sub.config), calls)
sub_hist = list(g.get_state_history({"configurable": {"thread_id": "1", "checkpoint_ns": "sub"}}))
print("sub history", [(h.metadata["step"], h.next, h.values) for h in sub_hist][:6])
fork = g.update_state(before_sub.config, {"log": ["forked"]}, as_node="sub")
print("fork next", g.get_state(fork).next, g.get_state(fork).values)
calls.clear()
for c in g.stream(None, fork, stream_mode="checkpoints"):
    print(c["metadata"]["source"], c["metadata"]["step"], c["next"], c["values"]["log"])
print(calls, len(list(g.get_state_history(cfg))))
print(g.get_state(cfg).values)
