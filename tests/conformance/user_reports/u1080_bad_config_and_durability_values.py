# https://github.com/langchain-ai/langgraph/issues/1020 : odd run arguments: durability="fast", config=None / {} / a non-dict configurable, callbacks=None in the config, recursion_limit as a string or float, and interrupt_before naming an unknown node per run: errors and results
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    v: int
def show(label, fn):
    try:
        print(label, "ok", fn())
    except Exception as e:
        print(label, type(e).__name__, str(e).splitlines()[0])
b = StateGraph(S); b.add_node("n", lambda s: {"v": s["v"] + 1}); b.add_edge(START, "n")
g = b.compile(checkpointer=InMemorySaver())
c = {"configurable": {"thread_id": "t"}}
show("durability fast", lambda: g.invoke({"v": 0}, c, durability="fast"))
show("config none", lambda: b.compile().invoke({"v": 0}, None))
show("config empty", lambda: b.compile().invoke({"v": 0}, {}))
show("configurable none", lambda: b.compile().invoke({"v": 0}, {"configurable": None}))
show("callbacks none", lambda: b.compile().invoke({"v": 0}, {"callbacks": None}))
show("limit str", lambda: b.compile().invoke({"v": 0}, {"recursion_limit": "5"}))
show("limit float", lambda: b.compile().invoke({"v": 0}, {"recursion_limit": 2.5}))
show("ib unknown", lambda: g.invoke({"v": 0}, {"configurable": {"thread_id": "u"}}, interrupt_before=["ghost"]))
show("ib star", lambda: (g.invoke({"v": 0}, {"configurable": {"thread_id": "s"}}, interrupt_before="*"), g.get_state({"configurable": {"thread_id": "s"}}).next))
show("output_keys unknown", lambda: b.compile().invoke({"v": 0}, output_keys=["ghost"]))
show("output_keys str", lambda: b.compile().invoke({"v": 0}, output_keys="v"))
