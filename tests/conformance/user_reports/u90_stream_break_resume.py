# consumer breaks out of stream() after the first chunk (single task steps), then continues the thread
import operator
from typing import Annotated, TypedDict
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import StateGraph, START, END

class S(TypedDict):
    log: Annotated[list[str], operator.add]

calls = []
def mk(n):
    def f(s):
        calls.append(n)
        return {"log": [n]}
    return f
b = StateGraph(S)
for n in ("a", "b", "c"):
    b.add_node(n, mk(n))
b.add_edge(START, "a"); b.add_edge("a", "b"); b.add_edge("b", "c"); b.add_edge("c", END)
g = b.compile(checkpointer=InMemorySaver())
for mode in ("updates", "values"):
    cfg = {"configurable": {"thread_id": mode}}
    calls.clear()
    for ch in g.stream({"log": []}, cfg, stream_mode=mode):
        print(mode, "first", ch)
        break
    st = g.get_state(cfg)
    print(mode, st.values, st.next, calls)
    print(mode, g.invoke(None, cfg), calls)
