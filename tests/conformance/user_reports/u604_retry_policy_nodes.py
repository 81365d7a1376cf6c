# https://github.com/langchain-ai/langgraph/pull/1062 , PR 1049 , #6027 : RetryPolicy on StateGraph nodes: retry_on class/tuple/callable, max_attempts exhausted, what updates/debug/tasks/checkpoints streams show between attempts, saved history, policy list
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import RetryPolicy
from langgraph.checkpoint.memory import InMemorySaver
n = {}
def flaky(name, fails, exc):
    def f(s):
        n[name] = n.get(name, 0) + 1
        if n[name] <= fails:
            raise exc(f"{name} attempt {n[name]}")
        return {"log": s["log"] + [name]}
    return f
class S(TypedDict):
    log: list
fast = dict(initial_interval=0.001, jitter=False)
b = (StateGraph(S)
     .add_node("a", flaky("a", 2, ConnectionError), retry_policy=RetryPolicy(max_attempts=3, **fast))
     .add_node("b", flaky("b", 1, KeyError), retry_policy=[RetryPolicy(retry_on=ValueError, **fast), RetryPolicy(retry_on=lambda e: isinstance(e, KeyError), **fast)])
     .add_node("c", flaky("c", 5, ValueError), retry_policy=RetryPolicy(max_attempts=2, retry_on=(ValueError, TypeError), **fast))
     .add_edge(START, "a").add_edge("a", "b").add_edge("b", "c").add_edge("c", END))
g = b.compile(checkpointer=InMemorySaver())
c = {"configurable": {"thread_id": "1"}}
try:
    for ch in g.stream({"log": []}, c, stream_mode=["updates", "tasks", "checkpoints"]):
        mode, d = ch
        if mode == "tasks":
            print("tasks", d["name"], sorted(d), repr(d.get("error")))
        elif mode == "checkpoints":
            print("cp", d["metadata"]["step"], d["next"], d["values"])
        else:
            print(mode, d)
except Exception as e:
    print("RAISED", type(e).__name__, e)
print(n)
st = g.get_state(c)
print(st.next, st.values, [(t.name, t.error) for t in st.tasks])
print([(h.metadata["step"], h.next) for h in g.get_state_history(c)])
g2 = StateGraph(S).add_node("z", flaky("z", 9, RuntimeError), retry_policy=RetryPolicy(max_attempts=1)).add_edge(START, "z").compile()
try:
    g2.invoke({"log": []})
except Exception as e:
    print("z", type(e).__name__, e, n["z"])
