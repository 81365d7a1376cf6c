# https://github.com/langchain-ai/langchain/issues/39691 : graph.batch / abatch with one config per input (different thread_ids) and return_exceptions=True where one input fails inside a node: the returned list (values or exception type+message), what each thread's checkpoint holds afterwards (next, tasks' errors), and batch without return_exceptions
import asyncio
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    n: int
def double(s):
    if s["n"] < 0:
        raise ValueError("negative: %d" % s["n"])
    return {"n": s["n"] * 2}
def inc(s):
    return {"n": s["n"] + 1}
app = StateGraph(S).add_node("double", double).add_node("inc", inc).add_edge(START, "inc").add_edge("inc", "double").add_edge("double", END).compile(checkpointer=InMemorySaver())
def show(res):
    return [("%s: %s" % (type(r).__name__, r) if isinstance(r, Exception) else r) for r in res]
cfgs = [{"configurable": {"thread_id": "t%d" % i}} for i in range(3)]
print(show(app.batch([{"n": 1}, {"n": -5}, {"n": 3}], cfgs, return_exceptions=True)))
for c in cfgs:
    st = app.get_state(c)
    print(c["configurable"]["thread_id"], st.values, st.next, [(t.name, t.error and repr(t.error)) for t in st.tasks])
acfgs = [{"configurable": {"thread_id": "a%d" % i}} for i in range(3)]
print(show(asyncio.run(app.abatch([{"n": -2}, {"n": 2}, {"n": -3}], acfgs, return_exceptions=True))))
print([(app.get_state(c).values, app.get_state(c).next) for c in acfgs])
try:
    app.batch([{"n": 1}, {"n": -1}], [{"configurable": {"thread_id": "x0"}}, {"configurable": {"thread_id": "x1"}}])
except ValueError as e:
    print("raised", e)
print(app.get_state({"configurable": {"thread_id": "x0"}}).values)
