# https://github.com/langchain-ai/langgraph/issues/7066 , #6970 , #1761 : interrupt() values of different types (dict with sets and datetimes, a pydantic model, a dataclass, a message, an object that cannot be serialized) with SqliteSaver: what the caller gets, what get_state().interrupts shows after reopening, resuming
import dataclasses, datetime, sqlite3, tempfile, os
from typing import Any, TypedDict
from pydantic import BaseModel
from langchain_core.messages import AIMessage
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
from langgraph.checkpoint.sqlite import SqliteSaver
class Ask(BaseModel):
    q: str
    options: list[str]
@dataclasses.dataclass
class Form:
    fields: list  # (a tuple: deliberate difference (d), kept by lingxigraph)
class Opaque:
    def __repr__(self):
        return "Opaque()"
VALUES = {"dict": {"when": datetime.date(2024, 1, 1), "tags": {"a"}}, "model": Ask(q="pick", options=["x", "y"]), "dataclass": Form(fields=["a"]),
          "message": AIMessage("approve?", id="m1"), "opaque": Opaque()}
class S(TypedDict):
    key: str
    ans: Any
g = StateGraph(S).add_node("ask", lambda s: {"ans": interrupt(VALUES[s["key"]])}).add_edge(START, "ask").add_edge("ask", END)
db = os.path.join(tempfile.mkdtemp(), "i.db")
for key in VALUES:
    cfg = {"configurable": {"thread_id": key}}
    try:
        with sqlite3.connect(db, check_same_thread=False) as conn:
            out = g.compile(checkpointer=SqliteSaver(conn)).invoke({"key": key}, cfg)
            print(key, "first", [type(i.value).__name__ for i in out["__interrupt__"]])
        with sqlite3.connect(db, check_same_thread=False) as conn:
            app = g.compile(checkpointer=SqliteSaver(conn))
            st = app.get_state(cfg)
            v = st.interrupts[0].value if st.interrupts else None
            print("  reload", type(v).__name__, v if key != "dict" else (v["when"], sorted(v["tags"])), st.next)
            print("  resume", app.invoke(Command(resume="yes"), cfg))
    except Exception as e:
        print(key, "raised", type(e).__name__, str(e)[:100])
