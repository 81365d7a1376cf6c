# https://github.com/langchain-ai/langgraph/issues/8764 : durability="exit" with a subgraph that interrupts twice: the parent's and the subgraph's history lengths after each pause and after finishing, next at each stop, and get_state(subgraphs=True)
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
def q1(s): return {"log": ["q1=" + interrupt("first")]}
def q2(s): return {"log": ["q2=" + interrupt("second")]}
sub = StateGraph(S).add_sequence([("q1", q1), ("q2", q2)]).add_edge(START, "q1").compile()
g = StateGraph(S).add_node("pre", lambda s: {"log": ["pre"]}).add_node("sub", sub).add_edge(START, "pre").add_edge("pre", "sub").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
def show(label, r):
    st = g.get_state(cfg, subgraphs=True)
    sub_st = st.tasks[0].state if st.tasks and st.tasks[0].state else None
    sub_hist = len(list(g.get_state_history(sub_st.config))) if sub_st else None
    print(label, r.get("log"), [i.value for i in r.get("__interrupt__", [])], st.next, sub_st.next if sub_st else None, len(list(g.get_state_history(cfg))), sub_hist)
show("start", g.invoke({"log": []}, cfg, durability="exit"))
show("r1", g.invoke(Command(resume="a"), cfg, durability="exit"))
show("r2", g.invoke(Command(resume="b"), cfg, durability="exit"))
print([(h.metadata["step"], h.metadata["source"], h.next) for h in g.get_state_history(cfg)])
