# https://github.com/langchain-ai/langgraph/pull/1108 : get_state(subgraphs=True) on old parent checkpoints from the history of a thread that paused in a child twice (two interrupts in sequence): each history entry's next and whether its task carries a child state and which child next / values
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
def q1(s): return {"log": ["q1=" + str(interrupt("first"))]}
def q2(s): return {"log": ["q2=" + str(interrupt("second"))]}
child = StateGraph(S).add_node("q1", q1).add_node("q2", q2).add_edge(START, "q1").add_edge("q1", "q2").compile()
g = StateGraph(S).add_node("child", child).add_edge(START, "child").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "t"}}
g.invoke({"log": []}, cfg)
g.invoke(Command(resume="A"), cfg)
for h in g.get_state_history(cfg):
    full = g.get_state(h.config, subgraphs=True)
    print(h.metadata["step"], h.next, [(t.name, [i.value for i in t.interrupts], (t.state.next, t.state.values) if t.state is not None and hasattr(t.state, "next") else t.state) for t in full.tasks])
print(g.invoke(Command(resume="B"), cfg))
