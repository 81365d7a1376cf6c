# https://github.com/langchain-ai/langchain-mongodb/issues/129 , #2604 : get_state_history with limit=0 / negative, before= a checkpoint of another thread, before= a config without checkpoint_id, filter={} / None, filter on a missing key, a checkpoint_id that does not exist; get_state with an unknown checkpoint_id; both savers
import sqlite3
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.checkpoint.sqlite import SqliteSaver
class S(TypedDict):
    x: int
def show(name, fn):
    try:
        r = fn()
        print(" ", name, r)
    except Exception as e:
        print(" ", name, type(e).__name__, str(e)[:120])
for saver in [InMemorySaver(), SqliteSaver(sqlite3.connect(":memory:", check_same_thread=False))]:
    print(type(saver).__name__)
    g = StateGraph(S).add_node("a", lambda s: {"x": s["x"] + 1}).add_node("b", lambda s: {"x": s["x"] * 2}).add_edge(START, "a").add_edge("a", "b").compile(checkpointer=saver)
    c1 = {"configurable": {"thread_id": "1"}}
    c2 = {"configurable": {"thread_id": "2"}}
    g.invoke({"x": 1}, c1)
    g.invoke({"x": 5}, c2)
    h2 = list(g.get_state_history(c2))
    steps = lambda it: [h.metadata["step"] for h in it]
    show("limit0", lambda: steps(g.get_state_history(c1, limit=0)))
    show("limit-1", lambda: steps(g.get_state_history(c1, limit=-1)))
    show("before other thread", lambda: steps(g.get_state_history(c1, before=h2[1].config)))
    show("before no id", lambda: steps(g.get_state_history(c1, before={"configurable": {}})))
    show("filter {}", lambda: steps(g.get_state_history(c1, filter={})))
    show("filter None", lambda: steps(g.get_state_history(c1, filter=None)))
    show("filter missing", lambda: steps(g.get_state_history(c1, filter={"nope": 1})))
    show("unknown id history", lambda: steps(g.get_state_history({"configurable": {"thread_id": "1", "checkpoint_id": "1ef00000-0000-6000-8000-000000000000"}})))
    show("unknown id state", lambda: (lambda st: (st.values, st.next, st.config))(g.get_state({"configurable": {"thread_id": "1", "checkpoint_id": "1ef00000-0000-6000-8000-000000000000"}})))
    show("other thread id", lambda: (lambda st: (st.values, st.next))(g.get_state({"configurable": {"thread_id": "1", "checkpoint_id": h2[0].config["configurable"]["checkpoint_id"]}})))
