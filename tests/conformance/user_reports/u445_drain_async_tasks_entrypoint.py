# v3 engineer's finding (RunControl.request_drain) , #6577 : a drain requested in a node beside a sibling (both finish, next step not run), in an @entrypoint's @task (the entrypoint finishes), with durability exit; get_state and resume
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.func import entrypoint, task
from langgraph.runtime import RunControl

class S(TypedDict):
    log: Annotated[list, operator.add]
ctl = [None]
def a(s):
    ctl[0].request_drain("deploy")
    return {"log": ["a"]}
b = StateGraph(S)
b.add_node("a", a); b.add_node("b", lambda s: {"log": ["b"]}); b.add_node("c", lambda s: {"log": ["c"]})
b.add_edge(START, "a"); b.add_edge(START, "b"); b.add_edge("a", "c"); b.add_edge("b", "c")
g = b.compile(checkpointer=InMemorySaver())
for dur in ("sync", "exit"):
    ctl[0] = RunControl()
    cfg = {"configurable": {"thread_id": dur}}
    out = []
    try:
        for c in g.stream({"log": []}, cfg, stream_mode=["updates", "values"], control=ctl[0], durability=dur):
            out.append(c)
    except Exception as e:
        out.append((type(e).__name__, str(e)))
    print(dur, sorted(repr(o) for o in out))
    st = g.get_state(cfg)
    print(dur, st.next, sorted(st.values["log"]), st.metadata["step"])
    print(dur, sorted(g.invoke(None, cfg, control=RunControl())["log"]))
@task
def t(x):
    ctl[0].request_drain("now")
    return x * 2
@entrypoint(checkpointer=InMemorySaver())
def ep(x):
    return t(x).result() + 1
ctl[0] = RunControl()
cfg = {"configurable": {"thread_id": "e"}}
try:
    print(list(ep.stream(3, cfg, stream_mode="updates", control=ctl[0])))
except Exception as e:
    print(type(e).__name__, e)
print(ep.get_state(cfg).next, ep.get_state(cfg).values)
