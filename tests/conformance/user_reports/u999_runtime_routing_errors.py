# https://github.com/langchain-ai/langgraph/issues/6436 : routing to nodes that do not exist at run time: Command(goto="ghost"), Send("ghost", ...), a conditional edge returning an unmapped key, a path function returning a missing node with no path_map; error types and first lines, and what a checkpointed thread keeps
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command, Send
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    v: int
def goto_ghost(s): return Command(goto="ghost")
def fine(s): return {"v": s["v"] + 1}
def build(kind):
    b = StateGraph(S)
    b.add_node("fine", fine)
    if kind == "command":
        b.add_node("start", goto_ghost)
        b.add_edge(START, "start")
    elif kind == "send":
        b.add_node("start", fine)
        b.add_edge(START, "start")
        b.add_conditional_edges("start", lambda s: [Send("ghost", s)])
    elif kind == "unmapped":
        b.add_node("start", fine)
        b.add_edge(START, "start")
        b.add_conditional_edges("start", lambda s: "nope", {"yes": "fine"})
    else:
        b.add_node("start", fine)
        b.add_edge(START, "start")
        b.add_conditional_edges("start", lambda s: "ghost")
    return b.compile(checkpointer=InMemorySaver())
for kind in ["command", "send", "unmapped", "nomap"]:
    g = build(kind)
    cfg = {"configurable": {"thread_id": kind}}
    try:
        print(kind, g.invoke({"v": 0}, cfg))
    except Exception as e:
        print(kind, type(e).__name__, str(e).splitlines()[0])
    st = g.get_state(cfg)
    print(kind, st.values, st.next, [(t.name, type(t.error).__name__ if t.error else None) for t in st.tasks])
