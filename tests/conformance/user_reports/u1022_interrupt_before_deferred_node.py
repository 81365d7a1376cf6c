# https://github.com/langchain-ai/langgraph/issues/5829 : interrupt_before a defer=True join node: where the run stops (after both branches of different lengths), get_state().next, an update_state before resuming, and the final log
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
def mk(n): return lambda s: {"log": [n]}
b = StateGraph(S)
for n in ["a", "b1", "b2", "join"]:
    b.add_node(n, mk(n), defer=(n == "join"))
b.add_edge(START, "a"); b.add_edge(START, "b1"); b.add_edge("b1", "b2"); b.add_edge("a", "join"); b.add_edge("b2", "join"); b.add_edge("join", END)
g = b.compile(checkpointer=InMemorySaver(), interrupt_before=["join"])
cfg = {"configurable": {"thread_id": "1"}}
print([list(c) for c in g.stream({"log": []}, cfg, stream_mode="updates")])
st = g.get_state(cfg)
print(st.values, st.next, st.metadata["step"])
g.update_state(cfg, {"log": ["edited"]})
st = g.get_state(cfg)
print(st.values, st.next)
print(g.invoke(None, cfg))
print([(h.metadata["step"], h.metadata["source"], h.next) for h in g.get_state_history(cfg)])
