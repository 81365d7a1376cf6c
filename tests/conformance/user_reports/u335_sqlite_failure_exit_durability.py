# https://github.com/langchain-ai/langgraph/issues/8764 , #1761 : SqliteSaver with durability="exit": a failing node, reopening the database, invoke(None) resumes, history and list(filter=source)
import sqlite3, tempfile, os
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.sqlite import SqliteSaver

class S(TypedDict):
    log: str
state = {"fail": True}
def a(s):
    return {"log": s["log"] + "a"}
def b(s):
    if state["fail"]:
        raise RuntimeError("b down")
    return {"log": s["log"] + "b"}
def build(conn):
    g = StateGraph(S); g.add_node("a", a); g.add_node("b", b); g.add_edge(START, "a"); g.add_edge("a", "b"); g.add_edge("b", END)
    return g.compile(checkpointer=SqliteSaver(conn))
with tempfile.TemporaryDirectory() as d:
    path = os.path.join(d, "cp.db")
    for durability in ("exit", "async"):
        cfg = {"configurable": {"thread_id": durability}}
        state["fail"] = True
        conn = sqlite3.connect(path, check_same_thread=False)
        g = build(conn)
        try:
            g.invoke({"log": ""}, cfg, durability=durability)
        except RuntimeError as e:
            print(durability, "raised", e)
        print("  ", [(h.metadata["step"], h.metadata["source"], h.next, h.values) for h in g.get_state_history(cfg)])
        conn.close()
        state["fail"] = False
        conn = sqlite3.connect(path, check_same_thread=False)
        g = build(conn)
        st = g.get_state(cfg)
        print("  reopened", st.values, st.next, [(t.name, repr(t.error)) for t in st.tasks])
        print("  resumed", g.invoke(None, cfg, durability=durability))
        saver = g.checkpointer
        print("  list loop", [c.metadata["step"] for c in saver.list(cfg, filter={"source": "loop"})])
        print("  list input", [c.metadata["step"] for c in saver.list(cfg, filter={"source": "input"})])
        conn.close()
