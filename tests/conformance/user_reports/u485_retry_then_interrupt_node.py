# https://github.com/langchain-ai/langgraph/pull/1062 , #6027 : a node with RetryPolicy that fails once then interrupts; resume; retry counts and saved errors
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import RetryPolicy, interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    x: int
n = {"calls": 0}
def node(s):
    n["calls"] += 1
    if n["calls"] == 1:
        raise TimeoutError("first try")
    v = interrupt("continue?")
    return {"x": s["x"] + v}
g = StateGraph(S).add_node("node", node, retry_policy=RetryPolicy(initial_interval=0, retry_on=TimeoutError)).add_edge(START, "node").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
print(g.invoke({"x": 1}, cfg), n)
st = g.get_state(cfg)
print(st.next, [(t.name, t.error, [i.value for i in t.interrupts]) for t in st.tasks])
print(g.invoke(Command(resume=41), cfg), n)
