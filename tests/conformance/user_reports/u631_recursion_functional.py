# https://github.com/langchain-ai/langgraph/issues/148 , docs#1121 : recursion_limit with the functional API (tasks do not count as steps?), a node-based loop hitting the limit exactly, GraphRecursionError text, state after, raising the limit on continue
import operator
from typing import Annotated, TypedDict
from langgraph.func import entrypoint, task
from langgraph.graph import StateGraph, START, END
from langgraph.errors import GraphRecursionError
from langgraph.checkpoint.memory import InMemorySaver
@task
def inc(x):
    return x + 1
@entrypoint(checkpointer=InMemorySaver())
def many(n: int):
    v = 0
    for _ in range(n):
        v = inc(v).result()
    return v
print(many.invoke(10, {"configurable": {"thread_id": "1"}, "recursion_limit": 2}))
class S(TypedDict):
    n: int
g = StateGraph(S).add_node("a", lambda s: {"n": s["n"] + 1}).add_edge(START, "a").add_conditional_edges("a", lambda s: END if s["n"] >= 5 else "a").compile(checkpointer=InMemorySaver())
for lim in (4, 5, 6):
    c = {"configurable": {"thread_id": f"l{lim}"}, "recursion_limit": lim}
    try:
        print(lim, g.invoke({"n": 0}, c))
    except GraphRecursionError as e:
        st = g.get_state(c)
        print(lim, "GRE", st.values, st.next, st.metadata["step"])
        print(lim, "continue", g.invoke(None, {"configurable": {"thread_id": f"l{lim}"}, "recursion_limit": 10}))
