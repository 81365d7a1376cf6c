# https://github.com/langchain-ai/langgraph/issues/6165 : get_state(past_config, subgraphs=True) on a thread whose subgraph interrupted twice: each past parent checkpoint's next, tasks and the subgraph state it shows; then replaying from the earlier parent checkpoint (does the subgraph re-run from its start?)
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
runs = []
def q1(s):
    runs.append("q1")
    return {"log": ["q1=" + interrupt("one")]}
def q2(s):
    runs.append("q2")
    return {"log": ["q2=" + interrupt("two")]}
sub = StateGraph(S).add_sequence([("q1", q1), ("q2", q2)]).add_edge(START, "q1").compile()
g = StateGraph(S).add_node("pre", lambda s: {"log": ["pre"]}).add_node("sub", sub).add_edge(START, "pre").add_edge("pre", "sub").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
g.invoke({"log": []}, cfg)
g.invoke(Command(resume="a"), cfg)
for h in g.get_state_history(cfg):
    st = g.get_state(h.config, subgraphs=True)
    print(h.metadata["step"], st.next, [(t.name, [i.value for i in t.interrupts], None if t.state is None else (type(t.state).__name__, getattr(t.state, "values", None), getattr(t.state, "next", None))) for t in st.tasks])
hist = list(g.get_state_history(cfg))
runs.clear()
r = g.invoke(None, hist[0].config)
print("replay latest", [i.value for i in r.get("__interrupt__", [])], runs)
runs.clear()
r = g.invoke(Command(resume="b"), cfg)
print("resume", r, runs)
print([(h.metadata["step"], h.next) for h in g.get_state_history(cfg)])
