# https://github.com/langchain-ai/langgraph/pull/7677 : a v3 run (stream_events(version="v3")) read by two tee'd iterators and aborted after the first step: what each iterator got, the output and the thread's checkpoint after the abort; reading a projection twice and interleaving a subscribed one (the errors), and passing stream_mode= / subgraphs= to a v3 run (the TypeError texts)
from typing import TypedDict, Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
g = StateGraph(S)
for i in range(4):
    g.add_node("n%d" % i, lambda s, i=i: {"log": ["n%d" % i]})
g.add_edge(START, "n0"); g.add_edge("n0", "n1"); g.add_edge("n1", "n2"); g.add_edge("n2", "n3")
app = g.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
run = app.stream_events({"log": []}, cfg, version="v3")
a, b = run.values.tee(2)
print(next(a), next(a), next(b))
run.abort()
print(list(a), list(b), run.output)
st = app.get_state(cfg)
print(st.values, st.next)
run = app.stream_events({"log": []}, {"configurable": {"thread_id": "2"}}, version="v3")
it = iter(run.values)
print(next(it))
for attempt in (lambda: iter(run.values), lambda: list(run.interleave("values", "lifecycle"))):
    try:
        attempt()
    except RuntimeError as e:
        print(type(e).__name__, e)
print(run.output)
for kw in ({"stream_mode": "values"}, {"subgraphs": False}):
    try:
        app.stream_events({"log": []}, version="v3", **kw)
    except TypeError as e:
        print(type(e).__name__, e)
