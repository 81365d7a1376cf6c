# https://github.com/langchain-ai/langgraph/issues/3742 : bulk_update_state edge cases: an empty list, an empty superstep, an unknown as_node, two updates in one superstep without as_node, a superstep mixing as_node="__input__", and the history it leaves
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import StateUpdate
class S(TypedDict):
    x: Annotated[list, operator.add]
g = StateGraph(S); g.add_node("a", lambda s: {"x": ["a"]}); g.add_node("b", lambda s: {"x": ["b"]})
g.add_edge(START, "a"); g.add_edge("a", "b")
app = g.compile(checkpointer=InMemorySaver())
def attempt(label, cfg, supersteps):
    try:
        r = app.bulk_update_state(cfg, supersteps)
        st = app.get_state(r)
        print(label, st.values, st.next, st.metadata["source"], st.metadata["step"])
    except Exception as e:
        print(label, "RAISED", type(e).__name__, e)
cfg = {"configurable": {"thread_id": "1"}}
attempt("empty", cfg, [])
attempt("empty-step", cfg, [[]])
attempt("unknown", cfg, [[StateUpdate({"x": ["z"]}, "zzz")]])
attempt("input", cfg, [[StateUpdate({"x": ["i"]}, "__input__")]])
attempt("two-no-as-node", cfg, [[StateUpdate({"x": ["p"]}), StateUpdate({"x": ["q"]})]])
attempt("two-nodes", cfg, [[StateUpdate({"x": ["p"]}, "a"), StateUpdate({"x": ["q"]}, "b")]])
attempt("seq", {"configurable": {"thread_id": "2"}}, [[StateUpdate({"x": ["i"]}, "__input__")], [StateUpdate({"x": ["A"]}, "a")], [StateUpdate(None, "b")]])
print([(h.metadata["source"], h.metadata["step"], h.values, h.next) for h in app.get_state_history({"configurable": {"thread_id": "2"}})])
attempt("mixed-input", {"configurable": {"thread_id": "3"}}, [[StateUpdate({"x": ["i"]}, "__input__"), StateUpdate({"x": ["A"]}, "a")]])
