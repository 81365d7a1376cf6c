# https://github.com/CopilotKit/CopilotKit/pull/2276 : a reducer on a nested TypedDict field that merges dicts shallowly, written by two parallel nodes and then by a node returning a partial nested dict; what each node sees, the final state, and the update that the reducer raised on (a list where a dict was expected)
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class Profile(TypedDict, total=False):
    name: str
    tags: list
    prefs: dict
def merge(a: Profile, b: Profile) -> Profile:
    out = dict(a or {})
    for k, v in (b or {}).items():
        if k == "tags":
            out["tags"] = list(out.get("tags", [])) + list(v)
        elif k == "prefs":
            out["prefs"] = {**out.get("prefs", {}), **v}
        else:
            out[k] = v
    return out
class S(TypedDict):
    profile: Annotated[Profile, merge]
    seen: Annotated[list, operator.add]
def p1(s): return {"profile": {"tags": ["p1"], "prefs": {"a": 1}}, "seen": [("p1", dict(s["profile"]))]}
def p2(s): return {"profile": {"tags": ["p2"], "prefs": {"b": 2}, "name": "bob"}, "seen": [("p2", dict(s["profile"]))]}
def last(s): return {"profile": {"prefs": {"a": 9}}, "seen": [("last", dict(s["profile"]))]}
b = StateGraph(S).add_node("p1", p1).add_node("p2", p2).add_node("last", last)
b.add_edge(START, "p1").add_edge(START, "p2").add_edge(["p1", "p2"], "last").add_edge("last", END)
g = b.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
out = g.invoke({"profile": {"name": "amy"}, "seen": []}, cfg)
print(out["profile"])
for r in out["seen"]:
    print(r)
g.update_state(cfg, {"profile": {"tags": ["edit"]}}, as_node="last")
print("edited", g.get_state(cfg).values["profile"])
try:
    g.update_state(cfg, {"profile": ["not", "a", "dict"]}, as_node="last")
except Exception as e:
    print("bad", type(e).__name__, str(e)[:200])
print("kept", g.get_state(cfg).values["profile"])
