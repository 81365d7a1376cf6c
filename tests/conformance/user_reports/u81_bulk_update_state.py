# bulk_update_state / update_state with a list of updates per step (supersteps API)
import operator
from typing import Annotated, TypedDict
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import StateGraph, START, END
from langgraph.types import StateUpdate

class S(TypedDict):
    log: Annotated[list[str], operator.add]

b = StateGraph(S)
b.add_node("a", lambda s: {"log": ["a"]}); b.add_node("b", lambda s: {"log": ["b"]})
b.add_edge(START, "a"); b.add_edge("a", "b")
g = b.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
try:
    g.bulk_update_state(cfg, [[StateUpdate({"log": ["i"]}, "__input__")], [StateUpdate({"log": ["x"]}, "a")]])
    st = g.get_state(cfg)
    print(st.values, st.next, st.metadata["source"], st.metadata["step"])
    print(g.invoke(None, cfg))
    print([(h.metadata["step"], h.metadata["source"]) for h in g.get_state_history(cfg)])
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0])
try:
    g.bulk_update_state(cfg, [])
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0])
