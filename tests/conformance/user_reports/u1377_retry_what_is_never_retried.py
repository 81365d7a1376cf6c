# https://github.com/langchain-ai/langgraph/issues/6170 : a RetryPolicy(retry_on=Exception, max_attempts=3) around nodes that raise what a retry should not swallow: interrupt() (paused, asked once), Command(graph=PARENT) from a subgraph node, a node returning an invalid update (InvalidUpdateError), a subgraph hitting its recursion limit, an error inside a retried subgraph (the whole child runs again), and retry_on predicates that raise or see the exception's notes
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import RetryPolicy, interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict, total=False):
    n: int
    log: list
every = RetryPolicy(retry_on=Exception, max_attempts=3, initial_interval=0.001, jitter=False)
calls = {}
def count(name):
    calls[name] = calls.get(name, 0) + 1
def asks(s):
    count("asks")
    return {"log": ["answer=%s" % interrupt("q")]}
def bad_return(s):
    count("bad_return")
    return {"unknown_key": 1}
def goes_up(s):
    count("goes_up")
    return Command(graph=Command.PARENT, goto="after", update={"log": ["from child"]})
def loops(s):
    count("loops")
    return {"n": s.get("n", 0) + 1}
def child_fails(s):
    count("child_fails")
    if calls["child_fails"] < 2:
        raise ConnectionError("child")
    return {"log": ["child ok"]}
def child_first(s):
    count("child_first")
    return {}
def after(s):
    count("after")
    return {"log": (s.get("log") or []) + ["after"]}
up = StateGraph(S).add_node("goes_up", goes_up).add_edge(START, "goes_up").compile()
loop = StateGraph(S).add_node("loops", loops).add_edge(START, "loops").add_edge("loops", "loops").compile()
retried_child = (StateGraph(S).add_node("child_first", child_first).add_node("child_fails", child_fails)
                 .add_edge(START, "child_first").add_edge("child_first", "child_fails").compile())
cases = {"asks": asks, "bad_return": bad_return, "up": up, "loop": loop, "retried_child": retried_child}
for name, node in cases.items():
    calls.clear()
    g = (StateGraph(S).add_node(name, node, retry_policy=every).add_node("after", after)
         .add_edge(START, name).add_edge(name, "after").compile(checkpointer=InMemorySaver()))
    cfg = {"configurable": {"thread_id": name}, "recursion_limit": 5}
    try:
        out = g.invoke({"n": 0, "log": []}, cfg)
        print(name, out, dict(sorted(calls.items())))
    except Exception as e:
        print(name, "ERR", type(e).__name__, str(e).splitlines()[0][:90], dict(sorted(calls.items())))
def pred_raises(exc):
    raise RuntimeError("predicate broke")
seen_notes = []
def pred_notes(exc):
    seen_notes.append((type(exc).__name__, getattr(exc, "__notes__", None)))
    return False
for pred in (pred_raises, pred_notes):
    calls.clear()
    def fails(s):
        count("fails")
        raise KeyError("k")
    g = StateGraph(S).add_node("fails", fails, retry_policy=RetryPolicy(retry_on=pred, initial_interval=0.001)).add_edge(START, "fails").compile()
    try:
        g.invoke({"n": 0})
    except Exception as e:
        print(pred.__name__, "ERR", type(e).__name__, str(e).splitlines()[0][:60], calls)
print(seen_notes)
