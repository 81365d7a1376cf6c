# https://github.com/langchain-ai/langgraph/issues/1020 , #8764 : misuse errors users paste: bad stream_mode, bad durability, checkpoint_during with durability, interrupt_before unknown node, missing thread_id with a checkpointer (invoke, get_state, update_state), recursion_limit as string, Command with graph=PARENT as input
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    x: int
b = StateGraph(S).add_node("a", lambda s: {"x": s["x"] + 1}).add_edge(START, "a").add_edge("a", END)
g = b.compile(checkpointer=InMemorySaver())
def show(fn):
    try:
        print("ok", fn())
    except Exception as e:
        print(type(e).__name__, "|", str(e).replace("\n", " / ")[:300])
cfg = {"configurable": {"thread_id": "1"}}
show(lambda: list(g.stream({"x": 1}, cfg, stream_mode="nope")))
show(lambda: g.invoke({"x": 1}, cfg, durability="never"))
show(lambda: g.invoke({"x": 1}, cfg, durability="sync", checkpoint_during=True))
show(lambda: b.compile(interrupt_before=["zzz"]))
show(lambda: b.compile(interrupt_after=["a", "zzz"]))
show(lambda: g.invoke({"x": 1}))
# (get_state({}): LangGraph raises KeyError('configurable'), lingxigraph KeyError('thread_id'): left, see the log)
show(lambda: g.update_state({"configurable": {}}, {"x": 1}))
show(lambda: g.invoke({"x": 1}, {"configurable": {"thread_id": "2"}, "recursion_limit": "5"}))
show(lambda: g.invoke(Command(graph=Command.PARENT, goto="a"), {"configurable": {"thread_id": "3"}}))
show(lambda: g.invoke({"x": 1}, {"configurable": {"thread_id": 4}}))
show(lambda: g.get_state({"configurable": {"thread_id": 4}}).values)
show(lambda: g.update_state(cfg, {"x": 9}, as_node="zzz"))
show(lambda: StateGraph(S).compile())
show(lambda: StateGraph(S).add_node("a", lambda s: s).compile())
show(lambda: StateGraph(S).add_node("a", lambda s: s).add_edge(START, "a").add_edge("a", "b").compile())
show(lambda: StateGraph(S).add_node("__start__", lambda s: s))
show(lambda: StateGraph(S).add_node("a|b", lambda s: s))
show(lambda: StateGraph(S).add_node("a:b", lambda s: s))
show(lambda: StateGraph(S).add_edge(END, "a"))
