# https://github.com/langchain-ai/langgraph/issues/2935 : a file SqliteSaver closed and reopened between turns while two parallel interrupts are pending: get_state after reopening (next, interrupts, tasks), one answer by id map in a new connection, the other in a third, and the history counted per source
import operator, os, sqlite3, tempfile
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import interrupt, Command
from langgraph.checkpoint.sqlite import SqliteSaver
class S(TypedDict):
    log: Annotated[list, operator.add]
def mk(tag):
    return lambda s: {"log": [tag + ":" + str(interrupt("ask " + tag))]}
b = StateGraph(S).add_node("a", mk("a")).add_node("b", mk("b")).add_node("join", lambda s: {"log": ["join"]})
b.add_edge(START, "a").add_edge(START, "b").add_edge(["a", "b"], "join")
path = os.path.join(tempfile.mkdtemp(), "cp.db")
cfg = {"configurable": {"thread_id": "t"}}
def turn(inp):
    conn = sqlite3.connect(path, check_same_thread=False)
    try:
        g = b.compile(checkpointer=SqliteSaver(conn))
        before = g.get_state(cfg)
        print(" before", before.next, sorted(i.value for i in before.interrupts))
        out = g.invoke(inp(before) if callable(inp) else inp, cfg)
        print(" out", sorted(out["log"]), sorted(i.value for i in out.get("__interrupt__", [])))
        hist = list(g.get_state_history(cfg))
        print(" history", [(h.metadata["source"], h.metadata["step"], h.next) for h in hist])
    finally:
        conn.close()
turn({"log": []})
turn(lambda st: Command(resume={i.id: "yes" for i in st.interrupts if i.value == "ask a"}))
turn(lambda st: Command(resume={i.id: "no" for i in st.interrupts}))
