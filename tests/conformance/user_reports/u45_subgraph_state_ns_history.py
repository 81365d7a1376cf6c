# https://github.com/langchain-ai/langgraph/pull/1530 / #6792: subgraph checkpoints, checkpoint_ns, history of a subgraph
import operator
from typing import Annotated, TypedDict
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command

class S(TypedDict):
    log: Annotated[list[str], operator.add]

def s1(s): return {"log": ["s1"]}
def s2(s):
    v = interrupt("sub q")
    return {"log": [f"s2:{v}"]}
sb = StateGraph(S); sb.add_node("s1", s1); sb.add_node("s2", s2)
sb.add_edge(START, "s1"); sb.add_edge("s1", "s2")
sub = sb.compile()
def p1(s): return {"log": ["p1"]}
pb = StateGraph(S); pb.add_node("p1", p1); pb.add_node("sub", sub)
pb.add_edge(START, "p1"); pb.add_edge("p1", "sub"); pb.add_edge("sub", END)
g = pb.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
g.invoke({"log": []}, cfg)
st = g.get_state(cfg, subgraphs=True)
t = st.tasks[0]
print(t.name, t.path, [i.value for i in t.interrupts], t.state.values, t.state.next)
sub_cfg = t.state.config
ns = sub_cfg["configurable"]["checkpoint_ns"]
print(ns.split(":")[0], len(ns.split(":")[1]))
hist = list(g.get_state_history(sub_cfg))
print([(h.metadata["step"], h.metadata["source"], h.next, h.values) for h in hist])
print(sorted(hist[0].metadata))
print(hist[0].metadata.get("parents") and list(hist[0].metadata["parents"]))
plain = g.get_state({"configurable": {"thread_id": "1", "checkpoint_ns": ns}})
print(plain.values, plain.next)
print(g.invoke(Command(resume="ok"), cfg))
print(g.get_state(cfg, subgraphs=True).tasks)
