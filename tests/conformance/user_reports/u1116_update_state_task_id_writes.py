# https://github.com/langchain-ai/langgraph/pull/4374 : update_state(config, values, task_id=...) pointed at one of two pending parallel tasks (and at a Send task) on a paused thread: which task's writes the update becomes, next, tasks' results, what runs on invoke(None), and a task_id that matches no task
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import interrupt, Send
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
calls = []
def a(s):
    calls.append("a")
    return {"log": ["a=" + interrupt("qa")]}
def b(s):
    calls.append("b")
    return {"log": ["b=" + interrupt("qb")]}
def w(x):
    calls.append("w" + x["i"])
    return {"log": ["w" + x["i"] + "=" + interrupt("qw" + x["i"])]}
bld = StateGraph(S).add_node("a", a).add_node("b", b).add_node("w", w).add_node("end", lambda s: {"log": ["end"]})
bld.add_edge(START, "a").add_edge(START, "b")
bld.add_conditional_edges(START, lambda s: [Send("w", {"i": "1"})], ["w"])
bld.add_edge(["a", "b"], "end")
g = bld.compile(checkpointer=InMemorySaver())
for tid, target in [("1", "b"), ("2", "w"), ("3", None)]:
    cfg = {"configurable": {"thread_id": tid}}
    calls.clear()
    g.invoke({"log": []}, cfg)
    st = g.get_state(cfg)
    tasks = {t.name: t.id for t in st.tasks}
    print(tid, sorted(tasks), sorted(i.value for i in st.interrupts))
    try:
        new = g.update_state(cfg, {"log": ["manual"]}, as_node=target or "a", task_id=tasks[target] if target else "nope")
        st2 = g.get_state(new)
        print(tid, st2.values, st2.next, sorted((t.name, t.result is not None, [i.value for i in t.interrupts]) for t in st2.tasks), st2.metadata["source"])
        calls.clear()
        r = g.invoke(None, cfg)
        print(tid, sorted(r["log"]), sorted(calls), sorted(i.value for i in r.get("__interrupt__", [])))
    except Exception as e:
        print(tid, type(e).__name__, str(e)[:200])
