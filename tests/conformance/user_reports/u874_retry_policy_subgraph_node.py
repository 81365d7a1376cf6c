# https://github.com/langchain-ai/langgraph/issues/3003 , https://github.com/langchain-ai/langgraph/issues/1798 : a RetryPolicy on a subgraph node whose inner node fails twice with a retriable error (how often each inner node runs, with and without a saver, the history and streamed updates), the same without a policy, and a retried node that fails after taking an interrupt answer
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import RetryPolicy, interrupt, Command
class S(TypedDict):
    log: Annotated[list, operator.add]
def t(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, "RAISED", type(e).__name__, str(e).splitlines()[0][:160])
calls = {"s1": 0, "s2": 0}
def s1(s):
    calls["s1"] += 1
    return {"log": ["s1"]}
def s2(s):
    calls["s2"] += 1
    if calls["s2"] < 3:
        raise ConnectionError("flaky %d" % calls["s2"])
    return {"log": ["s2"]}
sub = StateGraph(S).add_node("s1", s1).add_node("s2", s2).add_edge(START, "s1").add_edge("s1", "s2").compile()
for label, kw, cp in [("retry on subgraph node", {"retry_policy": RetryPolicy(max_attempts=3, initial_interval=0, jitter=False)}, None), ("retry with saver", {"retry_policy": RetryPolicy(max_attempts=3, initial_interval=0, jitter=False)}, InMemorySaver()), ("no retry", {}, InMemorySaver())]:
    calls.update(s1=0, s2=0)
    app = StateGraph(S).add_node("sub", sub, **kw).add_edge(START, "sub").compile(checkpointer=cp)
    cfg = {"configurable": {"thread_id": "1"}}
    t(label, lambda: (app.invoke({"log": []}, cfg), dict(calls)))
    if cp is not None:
        t("  history", lambda: [(h.metadata["step"], h.next) for h in app.get_state_history(cfg)])
        t("  stream retry", lambda: [list(c) for c in app.stream({"log": []}, {"configurable": {"thread_id": "2"}}, stream_mode="updates", subgraphs=False)])
def ask_then_fail(s):
    a = interrupt("ok?")
    calls["s2"] += 1
    if calls["s2"] < 2:
        raise ConnectionError("after answer")
    return {"log": ["got " + a]}
calls.update(s2=0)
app = StateGraph(S).add_node("n", ask_then_fail, retry_policy=RetryPolicy(max_attempts=2, initial_interval=0, jitter=False)).add_edge(START, "n").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "r"}}
t("interrupt", lambda: [i.value for i in app.invoke({"log": []}, cfg)["__interrupt__"]])
t("resume retried", lambda: (app.invoke(Command(resume="yes"), cfg), calls["s2"]))
