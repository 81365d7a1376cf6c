# https://github.com/langchain-ai/langgraph/issues/8764 : GraphRecursionError from a looping graph: its message with recursion_limit 3 and the default, what a checkpointed thread holds after it (values, next, step), the updates streamed before it, and a loop inside a subgraph reaching the limit
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.errors import GraphRecursionError
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    n: Annotated[int, operator.add]
def inc(s): return {"n": 1}
loop = StateGraph(S).add_node("inc", inc).add_edge(START, "inc").add_conditional_edges("inc", lambda s: "inc" if s["n"] < 1000 else END).compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}, "recursion_limit": 3}
seen = []
try:
    for c in loop.stream({"n": 0}, cfg, stream_mode="updates"):
        seen.append(c)
except GraphRecursionError as e:
    print("raised", str(e).splitlines()[0], len(seen))
st = loop.get_state(cfg)
print(st.values, st.next, st.metadata["step"])
try:
    loop.invoke({"n": 0}, {"configurable": {"thread_id": "2"}})
except GraphRecursionError as e:
    print("default", str(e).splitlines()[0], loop.get_state({"configurable": {"thread_id": "2"}}).values)
parent = StateGraph(S).add_node("sub", loop).add_edge(START, "sub").compile(checkpointer=InMemorySaver())
try:
    parent.invoke({"n": 0}, {"configurable": {"thread_id": "3"}, "recursion_limit": 5})
except GraphRecursionError as e:
    print("sub", str(e).splitlines()[0])
    st = parent.get_state({"configurable": {"thread_id": "3"}}, subgraphs=True)
    print(st.values, st.next, [(t.name, type(t.error).__name__ if t.error else None) for t in st.tasks])
