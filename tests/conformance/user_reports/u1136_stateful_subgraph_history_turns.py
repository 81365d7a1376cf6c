# https://github.com/langchain-ai/langgraph/pull/3607 : a subgraph compiled with checkpointer=True called on two turns of one thread: its state carried between turns, get_state(subgraphs=True) after each turn, the subgraph namespace's history (steps, sources) and the checkpoint_ns form (no task id)
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
def inner(s): return {"log": ["inner%d" % len(s["log"])]}
def ask(s): return {"log": ["ask=" + interrupt("q")]}
sub = StateGraph(S).add_node("inner", inner).add_node("ask", ask).add_edge(START, "inner").add_edge("inner", "ask").compile(checkpointer=True)
saver = InMemorySaver()
g = StateGraph(S).add_node("sub", sub).add_edge(START, "sub").compile(checkpointer=saver)
cfg = {"configurable": {"thread_id": "1"}}
for turn in range(2):
    r = g.invoke({"log": ["t%d" % turn]}, cfg)
    print(turn, r["log"], [i.value for i in r.get("__interrupt__", [])])
    st = g.get_state(cfg, subgraphs=True)
    print(turn, st.next, [(t.name, t.state.values if t.state else None, t.state.config["configurable"]["checkpoint_ns"] if t.state else None) for t in st.tasks])
    r = g.invoke(Command(resume="a%d" % turn), cfg)
    print(turn, r["log"])
nss = sorted({t.config["configurable"]["checkpoint_ns"] for t in saver.list(None)})
print(nss)
print([(t.metadata["step"], t.metadata["source"], t.checkpoint["channel_values"].get("log")) for t in saver.list({"configurable": {"thread_id": "1", "checkpoint_ns": "sub"}})][:4])
st = g.get_state(cfg, subgraphs=True)
print(st.next, st.tasks)
