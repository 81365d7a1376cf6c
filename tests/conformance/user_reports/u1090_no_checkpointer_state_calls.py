# https://github.com/langchain-ai/langgraph/issues/1020 : state calls on a graph compiled without a checkpointer: get_state, aget_state, get_state_history, update_state, bulk_update_state; and Command(resume=...) / Command(update=...) / Command(goto=...) given as input with no checkpointer: error texts and outputs
import asyncio
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command
class S(TypedDict):
    v: int
def show(label, fn):
    try:
        print(label, "ok", fn())
    except Exception as e:
        print(label, type(e).__name__, str(e).splitlines()[0])
b = StateGraph(S); b.add_node("n", lambda s: {"v": s.get("v", 0) + 1}); b.add_node("m", lambda s: {"v": s.get("v", 0) * 10}); b.add_edge(START, "n")
g = b.compile()
c = {"configurable": {"thread_id": "t"}}
show("get_state", lambda: g.get_state(c))
show("aget_state", lambda: asyncio.run(g.aget_state(c)))
show("history", lambda: list(g.get_state_history(c)))
show("update_state", lambda: g.update_state(c, {"v": 1}))
show("bulk", lambda: g.bulk_update_state(c, [[{"values": {"v": 1}, "as_node": "n"}]]))
show("resume input", lambda: g.invoke(Command(resume="x")))
show("update input", lambda: g.invoke(Command(update={"v": 5})))
show("goto input", lambda: g.invoke(Command(goto="m", update={"v": 2})))
show("goto input stream", lambda: list(g.stream(Command(goto="m", update={"v": 2}), stream_mode="updates")))
