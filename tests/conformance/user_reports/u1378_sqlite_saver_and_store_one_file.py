# https://github.com/langchain-ai/langgraph/pull/79 : one SQLite file holding both a SqliteSaver and a SqliteStore (a connection each, the store's in autocommit mode, as LangGraph's need: sharing one they race on its transactions), as memory apps set them up: a graph writing memories from a node over two turns, the file reopened with fresh saver and store objects (thread state, memories in recency order)
import os
import sqlite3
import tempfile
import time
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.runtime import Runtime
from langgraph.checkpoint.sqlite import SqliteSaver
from langgraph.store.sqlite import SqliteStore
class S(TypedDict, total=False):
    said: list
def remember(s: S, runtime: Runtime):
    n = len(s.get("said") or [])
    runtime.store.put(("user", "u1"), "fact%d" % n, {"text": s["said"][-1]})
    return {}
path = os.path.join(tempfile.mkdtemp(), "app.db")
def build(conn):
    saver, store = SqliteSaver(conn), SqliteStore(sqlite3.connect(path, check_same_thread=False, isolation_level=None))
    saver.setup(); store.setup()
    g = StateGraph(S).add_node("remember", remember).add_edge(START, "remember").compile(checkpointer=saver, store=store)
    return g, store
conn = sqlite3.connect(path, check_same_thread=False)
g, store = build(conn)
cfg = {"configurable": {"thread_id": "t"}}
time.sleep(1.01 - time.time() % 1)
g.invoke({"said": ["likes tea"]}, cfg)
time.sleep(1.05)
g.invoke({"said": ["likes tea", "lives in Oslo"]}, cfg)
conn.close(); store.conn.close()
conn = sqlite3.connect(path, check_same_thread=False)
g, store = build(conn)
print(g.get_state(cfg).values, len(list(g.get_state_history(cfg))))
print([(i.key, i.value["text"]) for i in store.search(("user", "u1"))], store.list_namespaces())
conn.close(); store.conn.close()
