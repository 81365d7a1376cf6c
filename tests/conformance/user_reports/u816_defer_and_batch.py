# https://github.com/langchain-ai/langgraph/issues/5182 : a deferred aggregator after branches of different lengths and after Send fan-out (runs once, last), its history and an interrupt_before on it; batch / abatch / batch_as_completed with per-input configs and return_exceptions
import asyncio, operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import Send
class S(TypedDict):
    x: Annotated[list, operator.add]
g = StateGraph(S)
g.add_node("a", lambda s: {"x": ["a"]}); g.add_node("b", lambda s: {"x": ["b"]}); g.add_node("b2", lambda s: {"x": ["b2"]})
g.add_node("agg", lambda s: {"x": ["agg:" + str(len(s["x"]))]}, defer=True)
g.add_edge(START, "a"); g.add_edge(START, "b"); g.add_edge("b", "b2"); g.add_edge("a", "agg"); g.add_edge("b2", "agg")
app = g.compile(checkpointer=InMemorySaver())
print(app.invoke({"x": []}, {"configurable": {"thread_id": "d"}}))
print([h.next for h in app.get_state_history({"configurable": {"thread_id": "d"}})])
ib = g.compile(checkpointer=InMemorySaver(), interrupt_before=["agg"])
print(ib.invoke({"x": []}, {"configurable": {"thread_id": "i"}}), ib.get_state({"configurable": {"thread_id": "i"}}).next)
g2 = StateGraph(S)
g2.add_node("w", lambda s: {"x": [s["v"]]}); g2.add_node("agg", lambda s: {"x": ["agg"]}, defer=True)
g2.add_conditional_edges(START, lambda s: [Send("w", {"v": i}) for i in range(3)]); g2.add_edge("w", "agg")
print(g2.compile().invoke({"x": []}))
g3 = StateGraph(S); g3.add_node("a", lambda s: {"x": ["a" + str(len(s["x"]))]}); g3.add_edge(START, "a")
a3 = g3.compile()
print(a3.batch([{"x": []}, {"x": [1]}, {"x": [1, 2]}]))
print([type(r).__name__ for r in a3.batch([{"x": []}, "bad"], return_exceptions=True)])
print(asyncio.run(a3.abatch([{"x": []}, {"x": [1]}])))
print(sorted(a3.batch_as_completed([{"x": []}, {"x": [1]}])))
print(a3.batch([{"x": []}, {"x": []}], [{"tags": ["a"]}, {"tags": ["b"]}]))
