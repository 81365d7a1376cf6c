# https://github.com/langchain-ai/langgraph/issues/1020 : compile(checkpointer=True) used on the top-level graph (meant for subgraphs), checkpointer=False, and a subgraph compiled with checkpointer=True inside a parent with no saver: errors and results, and interrupts there
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    v: int
def show(label, fn):
    try:
        print(label, "ok", fn())
    except Exception as e:
        print(label, type(e).__name__, str(e).splitlines()[0])
def n(s): return {"v": s["v"] + 1}
b = StateGraph(S); b.add_node("n", n); b.add_edge(START, "n")
show("true top invoke", lambda: b.compile(checkpointer=True).invoke({"v": 0}))
show("true top thread", lambda: b.compile(checkpointer=True).invoke({"v": 0}, {"configurable": {"thread_id": "t"}}))
show("false top", lambda: b.compile(checkpointer=False).invoke({"v": 0}))
show("false get_state", lambda: b.compile(checkpointer=False).get_state({"configurable": {"thread_id": "t"}}))
show("none get_state", lambda: b.compile().get_state({"configurable": {"thread_id": "t"}}))
def ask(s): return {"v": interrupt("q")}
inner = StateGraph(S); inner.add_node("ask", ask); inner.add_edge(START, "ask")
outer = StateGraph(S); outer.add_node("sub", inner.compile(checkpointer=True)); outer.add_edge(START, "sub")
show("sub true no parent saver", lambda: outer.compile().invoke({"v": 0}))
g = outer.compile(checkpointer=InMemorySaver())
c = {"configurable": {"thread_id": "x"}}
show("sub true with saver", lambda: g.invoke({"v": 0}, c))
show("resume", lambda: g.invoke(Command(resume=7), c))
