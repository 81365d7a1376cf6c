# https://github.com/langchain-ai/langgraph/issues/6336 , #1569 : a deferred join node and interrupt_before it; update_state as a branch node while the join is pending; resume
from typing import TypedDict, Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
g = StateGraph(S)
g.add_node("a", lambda s: {"log": ["a"]}); g.add_node("b1", lambda s: {"log": ["b1"]}); g.add_node("b2", lambda s: {"log": ["b2"]})
g.add_node("join", lambda s: {"log": [f"join{len(s['log'])}"]}, defer=True)
g.add_edge(START, "a"); g.add_edge(START, "b1"); g.add_edge("b1", "b2"); g.add_edge("a", "join"); g.add_edge("b2", "join")
app = g.compile(checkpointer=InMemorySaver(), interrupt_before=["join"])
cfg = {"configurable": {"thread_id": "1"}}
print(app.invoke({"log": []}, cfg), app.get_state(cfg).next)
app.update_state(cfg, {"log": ["extra"]}, as_node="a")
print(app.get_state(cfg).next, app.get_state(cfg).values)
print(app.invoke(None, cfg))
print([(h.metadata["step"], h.metadata["source"], h.next) for h in app.get_state_history(cfg)])
