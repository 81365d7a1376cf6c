# https://github.com/langchain-ai/langgraph/pull/1413 , #6027 , #6208 : what a retried attempt sees: a node resumed from interrupt() then failing once under a RetryPolicy (asked again on the retry?), a node calling @task then failing once (call ids per attempt), the entrypoint twin
from typing import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.func import entrypoint, task
from langgraph.types import RetryPolicy, interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
pol = RetryPolicy(initial_interval=0.001, jitter=False, retry_on=ConnectionError)
n = {"ask": 0, "t": 0, "call": 0}
class S(TypedDict):
    v: list
def ask(s):
    a = interrupt("first?")
    n["ask"] += 1
    if n["ask"] == 1:
        raise ConnectionError("after the answer")
    return {"v": [a]}
@task
def t(x):
    n["t"] += 1
    return x * 2
def caller(s):
    v = t(len(s["v"])).result()
    n["call"] += 1
    if n["call"] == 1:
        raise ConnectionError("after the call")
    return {"v": [v]}
for name, fn in (("ask", ask), ("caller", caller)):
    saver = InMemorySaver()
    g = StateGraph(S).add_node(name, fn, retry_policy=pol).add_edge(START, name).compile(checkpointer=saver)
    c = {"configurable": {"thread_id": name}}
    out = g.invoke({"v": []}, c)
    print(name, {k: (v if k != "__interrupt__" else [i.value for i in v]) for k, v in out.items()}, dict(n))
    if g.get_state(c).next:
        out = g.invoke(Command(resume="A"), c)
        print(name, {k: (v if k != "__interrupt__" else [i.value for i in v]) for k, v in out.items()}, dict(n))
        if g.get_state(c).next:
            out = g.invoke(Command(resume="B"), c)
            print(name, out, dict(n))
    print(name, sorted(w[1] for w in saver.get_tuple(c).pending_writes), len(list(saver.list(c))))
