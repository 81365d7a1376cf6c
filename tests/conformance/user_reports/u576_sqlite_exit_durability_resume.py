# https://github.com/langchain-ai/langgraph/issues/8764 , #1761 : SqliteSaver with durability="exit": a paused thread reopened, resumed with Command(resume, update) that interrupts again, saver rows (checkpoints per step, pending writes), then finished
import sqlite3, tempfile, os, operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
from langgraph.checkpoint.sqlite import SqliteSaver
class S(TypedDict):
    log: Annotated[list, operator.add]
    note: str
def ask(s):
    a = interrupt("one")
    b = interrupt("two")
    return {"log": [a + b]}
b = StateGraph(S).add_node("pre", lambda s: {"log": ["pre"]}).add_node("ask", ask).add_edge(START, "pre").add_edge("pre", "ask")
db = os.path.join(tempfile.mkdtemp(), "e.db")
cfg = {"configurable": {"thread_id": "1"}}
def dump(saver):
    for c in saver.list(cfg):
        print("  ", c.metadata["step"], sorted(c.checkpoint["channel_values"]), sorted((w[1], str(w[2]) if w[1] != "__interrupt__" else [i.value for i in w[2]]) for w in c.pending_writes))
for step, inp in enumerate([{"log": [], "note": ""}, Command(resume="A", update={"note": "n"}), Command(resume="B")]):
    with sqlite3.connect(db, check_same_thread=False) as conn:
        saver = SqliteSaver(conn)
        g = b.compile(checkpointer=saver)
        out = g.invoke(inp, cfg, durability="exit")
        print(step, {k: ([i.value for i in v] if k == "__interrupt__" else v) for k, v in out.items()})
        dump(saver)
