# https://github.com/langchain-ai/langgraph/issues/2004-era sqlite saver questions (round 2; round 1: 49) : SqliteSaver with interrupts, delete_thread, list by thread, get_state across reopen
import os, tempfile, sqlite3
from typing import Annotated
from typing_extensions import TypedDict
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
from langgraph.checkpoint.sqlite import SqliteSaver

class S(TypedDict):
    log: Annotated[list, operator.add]
def a(s): return {"log": ["a"]}
def ask(s): return {"log": ["ask:" + interrupt("ok?")]}
b = StateGraph(S); b.add_node("a", a); b.add_node("ask", ask)
b.add_edge(START, "a"); b.add_edge("a", "ask"); b.add_edge("ask", END)
path = os.path.join(tempfile.mkdtemp(), "cp.db")
with SqliteSaver.from_conn_string(path) as cp:
    g = b.compile(checkpointer=cp)
    for t in ["t1", "t2"]:
        print(g.invoke({"log": [t]}, {"configurable": {"thread_id": t}}))
    print(len(list(cp.list({"configurable": {"thread_id": "t1"}}))), len(list(cp.list(None))))
    cp.delete_thread("t2")
    print(len(list(cp.list({"configurable": {"thread_id": "t2"}}))), len(list(cp.list(None))))
with SqliteSaver.from_conn_string(path) as cp:
    g = b.compile(checkpointer=cp)
    cfg = {"configurable": {"thread_id": "t1"}}
    st = g.get_state(cfg)
    print(st.values, st.next, [i.value for i in st.interrupts])
    print(g.invoke(Command(resume="yes"), cfg))
    print([(h.metadata["step"], h.metadata["source"], h.next) for h in g.get_state_history(cfg)])
    print(g.get_state({"configurable": {"thread_id": "t2"}}).values)
