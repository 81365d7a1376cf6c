# https://github.com/langchain-ai/langgraph/issues/3096 , https://github.com/langchain-ai/langgraph/issues/4072 : the functional API as apps use it: a @task with a RetryPolicy that fails twice, a cached @task (CachePolicy + InMemoryCache) and get_stream_writer in one @entrypoint streamed in each mode (updates, custom, values, debug event kinds), @tasks that interrupt one after another resumed with plain values, and @tasks called from a StateGraph node (streamed updates, subgraphs=True)
import asyncio, operator
from typing import Annotated, TypedDict
from langgraph.func import entrypoint, task
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command, RetryPolicy, CachePolicy
from langgraph.cache.memory import InMemoryCache
from langgraph.config import get_stream_writer
from langgraph.graph import StateGraph, START
def t(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, "RAISED", type(e).__name__, str(e)[:150])
attempts = {"n": 0}
@task(retry_policy=RetryPolicy(max_attempts=3, initial_interval=0.0, jitter=False))
def flaky(x):
    attempts["n"] += 1
    if attempts["n"] < 3:
        raise ConnectionError("try %d" % attempts["n"])
    return x * 2
calls = {"n": 0}
@task(cache_policy=CachePolicy())
def slow(x):
    calls["n"] += 1
    return x + 100
@entrypoint(checkpointer=InMemorySaver(), cache=InMemoryCache())
def wf(x):
    w = get_stream_writer()
    w({"start": x})
    a = flaky(x).result()
    b = slow(x).result()
    w({"end": a + b})
    return {"a": a, "b": b}
for mode in ["updates", "custom", "values", "debug"]:
    attempts["n"] = 0
    out = []
    for ch in wf.stream(3, {"configurable": {"thread_id": mode}}, stream_mode=mode):
        out.append(ch if mode != "debug" else (ch["type"], ch["payload"].get("name")))
    print(mode, out, calls)
t("state", lambda: (wf.get_state({"configurable": {"thread_id": "values"}}).values, [h.metadata["source"] for h in wf.get_state_history({"configurable": {"thread_id": "values"}})]))
@task
def ask(q):
    return interrupt(q)
@entrypoint(checkpointer=InMemorySaver())
def two(x):
    a = ask("first").result()
    b = ask("second").result()
    fs = [ask("p%d" % i) for i in range(1)]
    return [a, b] + [f.result() for f in fs]
cfg = {"configurable": {"thread_id": "2"}}
t("two1", lambda: two.invoke(1, cfg))
t("two2", lambda: two.invoke(Command(resume="A"), cfg))
t("two3", lambda: two.invoke(Command(resume="B"), cfg))
t("state3", lambda: (two.get_state(cfg).next, sorted(i.value for i in two.get_state(cfg).interrupts)))
# a task called from a StateGraph node
class S(TypedDict):
    out: Annotated[list, operator.add]
def node(s):
    return {"out": [slow(1).result(), flaky(2).result()]}
attempts["n"] = 0
g = StateGraph(S).add_node("node", node).add_edge(START, "node").compile(checkpointer=InMemorySaver())
t("node tasks", lambda: g.invoke({"out": []}, {"configurable": {"thread_id": "g"}}))
t("node tasks updates", lambda: [sorted(c) for c in g.stream({"out": []}, {"configurable": {"thread_id": "g2"}}, stream_mode="updates")])
t("node tasks subgraphs", lambda: [(ns and ns[0].split(":")[0], sorted(c)) for ns, c in g.stream({"out": []}, {"configurable": {"thread_id": "g3"}}, stream_mode="updates", subgraphs=True)])
