# https://github.com/langchain-ai/langgraph/issues/1185 : update_state with an unknown as_node, with no as_node when two nodes wrote last (ambiguous), on an empty thread with no as_node, as_node=START / END / "__input__", and with values that are not a dict: error types and texts, and the state left
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    v: int
    w: int
def show(label, fn):
    try:
        r = fn()
        print(label, "ok", r["configurable"]["checkpoint_ns"] if isinstance(r, dict) else r)
    except Exception as e:
        print(label, type(e).__name__, getattr(e, "lc_error_code", None))
        print("  " + "\n  ".join(str(e).splitlines()))
b = StateGraph(S)
b.add_node("a", lambda s: {"v": 1}); b.add_node("b", lambda s: {"w": 2})
b.add_edge(START, "a"); b.add_edge(START, "b")
g = b.compile(checkpointer=InMemorySaver())
c = {"configurable": {"thread_id": "t"}}
show("empty no as_node", lambda: g.update_state({"configurable": {"thread_id": "e"}}, {"v": 5}))
print("empty state", g.get_state({"configurable": {"thread_id": "e"}}).values, g.get_state({"configurable": {"thread_id": "e"}}).next)
print(g.invoke({"v": 0, "w": 0}, c))
show("ambiguous", lambda: g.update_state(c, {"v": 9}))
show("unknown", lambda: g.update_state(c, {"v": 9}, as_node="ghost"))
show("as END", lambda: g.update_state(c, {"v": 9}, as_node=END))
show("as START", lambda: g.update_state(c, {"v": 10}, as_node=START))
print("after start", g.get_state(c).values, g.get_state(c).next)
show("as __input__", lambda: g.update_state({"configurable": {"thread_id": "i"}}, {"v": 11}, as_node="__input__"))
print("input state", g.get_state({"configurable": {"thread_id": "i"}}).values, g.get_state({"configurable": {"thread_id": "i"}}).next)
show("not a dict", lambda: g.update_state(c, 5, as_node="a"))
show("unknown key", lambda: g.update_state(c, {"zzz": 1}, as_node="a"))
print("final", g.get_state(c).values, g.get_state(c).next)
