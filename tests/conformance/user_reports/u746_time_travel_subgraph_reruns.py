# https://github.com/langchain-ai/langgraph/issues/6165 , PR 6223 : time travel to a checkpoint before a node that runs a nested subgraph: the subgraph must run again (fresh inner state), not replay the thread's newest inner checkpoint; also a fork with update_state before re-running
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
calls = []
class S(TypedDict):
    log: Annotated[list, operator.add]
    turn: int
def leaf(s):
    calls.append(("leaf", s["turn"], len(s["log"])))
    return {"log": [f"leaf{s['turn']}"]}
inner = StateGraph(S); inner.add_node("leaf", leaf); inner.add_edge(START, "leaf")
mid = StateGraph(S); mid.add_node("inner", inner.compile()); mid.add_node("after", lambda s: {"log": ["after"]})
mid.add_edge(START, "inner"); mid.add_edge("inner", "after")
top = StateGraph(S)
top.add_node("prep", lambda s: {"log": ["prep"]}); top.add_node("mid", mid.compile())
top.add_edge(START, "prep"); top.add_edge("prep", "mid")
app = top.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
print(app.invoke({"log": [], "turn": 1}, cfg))
print(app.invoke({"log": [], "turn": 2}, cfg))
hist = list(app.get_state_history(cfg))
print([(h.metadata["step"], h.next) for h in hist])
before_mid = [h for h in hist if h.next == ("mid",)][-1]
print(before_mid.values)
print(app.invoke(None, before_mid.config))
print(calls)
fork = app.update_state(before_mid.config, {"turn": 9})
print(app.invoke(None, fork))
print(calls[-1])
st = app.get_state(cfg, subgraphs=True)
print(st.values, st.next, st.tasks)
