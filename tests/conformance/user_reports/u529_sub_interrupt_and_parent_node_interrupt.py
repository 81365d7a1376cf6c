# https://github.com/langchain-ai/langgraph/issues/5952 , #4028 : a subgraph node and a plain node interrupt in the same step; get_state(subgraphs=True) interrupts of both; resume both with one map; history next per checkpoint
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
sub = (StateGraph(S).add_node("s1", lambda s: {"log": ["s1"]}).add_node("s2", lambda s: {"log": ["s2:" + interrupt("sub q")]})
       .add_edge(START, "s1").add_edge("s1", "s2").compile())
g = (StateGraph(S).add_node("sub", sub).add_node("plain", lambda s: {"log": ["plain:" + interrupt("plain q")]})
     .add_node("after", lambda s: {"log": ["after"]})
     .add_edge(START, "sub").add_edge(START, "plain").add_edge(["sub", "plain"], "after").compile(checkpointer=InMemorySaver()))
cfg = {"configurable": {"thread_id": "1"}}
out = g.invoke({"log": []}, cfg)
print(sorted(i.value for i in out["__interrupt__"]), sorted(out["log"]))
st = g.get_state(cfg, subgraphs=True)
for t in sorted(st.tasks, key=lambda t: t.name):
    print(t.name, [i.value for i in t.interrupts], t.state.values if t.state is not None else None, t.state.next if t.state is not None else None)
out = g.invoke(Command(resume={i.id: i.value.upper() for i in st.interrupts}), cfg)
print(sorted(out["log"]), out.get("__interrupt__"))
for h in g.get_state_history(cfg):
    print(h.metadata["step"], h.metadata["source"], h.next, len(h.interrupts), sorted(h.values.get("log", [])))
