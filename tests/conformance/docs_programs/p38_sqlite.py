import sqlite3, operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.sqlite import SqliteSaver
from langgraph.types import interrupt, Command

class State(TypedDict):
    log: Annotated[list[str], operator.add]

def a(state): return {"log": ["a"]}
def b(state):
    v = interrupt("b?")
    return {"log": [f"b:{v}"]}
g0 = StateGraph(State).add_node(a).add_node(b).add_edge(START, "a").add_edge("a", "b")
conn = sqlite3.connect(":memory:", check_same_thread=False)
saver = SqliteSaver(conn)
g = g0.compile(checkpointer=saver)
cfg = {"configurable": {"thread_id": "1"}}
r = g.invoke({"log": []}, cfg)
print(r["log"], r["__interrupt__"][0].value)
print(g.get_state(cfg).next, g.get_state(cfg).tasks[0].interrupts[0].value)
print(g.invoke(Command(resume="yes"), cfg))
print([(h.metadata["step"], h.metadata["source"], h.next) for h in g.get_state_history(cfg)])
t = saver.get_tuple(cfg)
print(t.checkpoint["channel_values"], t.metadata, len(t.pending_writes))
print(len(list(saver.list(cfg))), len(list(saver.list(None))))
saver.delete_thread("1")
print(g.get_state(cfg).values)
with SqliteSaver.from_conn_string(":memory:") as s2:
    g2 = g0.compile(checkpointer=s2)
    print(g2.invoke({"log": ["x"]}, {"configurable": {"thread_id": "z"}})["log"])
