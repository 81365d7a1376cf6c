# https://github.com/langchain-ai/langgraph/issues/2604 , #1569 , langchain-mongodb#129 : checkpoint metadata written by update_state / bulk_update_state / a Command resume / a fork: caller metadata and configurable keys (user_id), source/step values, history filter by user key
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command, StateUpdate
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    x: int
g = (StateGraph(S).add_node("a", lambda s: {"x": s["x"] + 1}).add_node("b", lambda s: {"x": s["x"] + interrupt("n?")})
     .add_edge(START, "a").add_edge("a", "b").add_edge("b", END).compile(checkpointer=InMemorySaver()))
cfg = {"configurable": {"thread_id": "1", "user_id": "u1"}, "metadata": {"run": "first"}}
g.invoke({"x": 0}, cfg)
g.update_state({"configurable": {"thread_id": "1", "user_id": "u2"}, "metadata": {"edit": "manual"}}, {"x": 10}, as_node="a")
g.invoke(Command(resume=5), {"configurable": {"thread_id": "1", "user_id": "u3"}, "metadata": {"run": "resume"}})
g.bulk_update_state({"configurable": {"thread_id": "1", "team": "t"}}, [[StateUpdate({"x": 1}, "a")], [StateUpdate({"x": 2}, "b")]])
hist = list(g.get_state_history({"configurable": {"thread_id": "1"}}))
for h in hist:
    print(h.metadata["step"], h.metadata["source"], sorted((k, v) for k, v in h.metadata.items() if k not in ("step", "source", "parents")), h.next)
print([h.metadata["step"] for h in g.get_state_history({"configurable": {"thread_id": "1"}}, filter={"user_id": "u2"})])
fork = g.update_state({**hist[-3].config, "metadata": {"fork": True}}, {"x": 100})
print(sorted(g.get_state(fork).metadata.items()))
