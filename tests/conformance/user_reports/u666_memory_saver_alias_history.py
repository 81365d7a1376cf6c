# https://github.com/langchain-ai/langgraph/pull/2328 , docs PR 1658 : MemorySaver alias, checkpointer=True on a root graph (error), get_state_history of an entrypoint with previous, get_tuple/list of the saver, delete_thread
from typing import TypedDict
from langgraph.checkpoint.memory import MemorySaver, InMemorySaver
from langgraph.graph import StateGraph, START
from langgraph.func import entrypoint
print(MemorySaver is InMemorySaver)
class S(TypedDict):
    v: int
b = StateGraph(S).add_node("n", lambda s: {"v": s["v"] + 1}).add_edge(START, "n")
try:
    g = b.compile(checkpointer=True)
    print(g.invoke({"v": 1}, {"configurable": {"thread_id": "1"}}))
except Exception as e:
    print("root True", type(e).__name__, str(e)[:100])
saver = MemorySaver()
@entrypoint(checkpointer=saver)
def acc(x: int, *, previous=None):
    return (previous or 0) + x
c = {"configurable": {"thread_id": "t"}}
for i in range(3):
    acc.invoke(i + 1, c)
print([(h.values, h.metadata["step"], h.metadata["source"]) for h in acc.get_state_history(c)])
print(saver.get_tuple(c).checkpoint["channel_values"], len(list(saver.list(c))))
saver.delete_thread("t")
print(saver.get_tuple(c), acc.get_state(c).values, acc.invoke(10, c))
