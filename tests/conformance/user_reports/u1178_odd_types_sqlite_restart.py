# https://github.com/langchain-ai/langgraph/issues/5018 : state holding Enum, datetime, date, UUID, Decimal, set, frozenset, bytes, complex-free nested dicts through a file SqliteSaver, read back after the saver is closed and reopened: types and values from get_state, from the history, and from a resumed run
import sqlite3, tempfile, os, enum, datetime, uuid, decimal
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.sqlite import SqliteSaver
class Color(enum.Enum):
    RED = "red"
    BLUE = "blue"
class Level(int, enum.Enum):
    LOW = 1
    HIGH = 2
class S(TypedDict):
    color: Color
    level: Level
    when: datetime.datetime
    day: datetime.date
    tm: datetime.time
    delta: datetime.timedelta
    uid: uuid.UUID
    amount: decimal.Decimal
    tags: set
    frozen: frozenset
    blob: bytes
    nested: dict
def bump(s): return {"amount": s["amount"] + decimal.Decimal("0.10"), "tags": s["tags"] | {"bumped"}, "color": Color.BLUE}
b = StateGraph(S).add_node("bump", bump).add_node("done", lambda s: {}).add_edge(START, "bump").add_edge("bump", "done").add_edge("done", END)
path = os.path.join(tempfile.mkdtemp(), "state.db")
init = {"color": Color.RED, "level": Level.HIGH, "when": datetime.datetime(2024, 5, 6, 7, 8, 9, tzinfo=datetime.timezone.utc),
        "day": datetime.date(2024, 1, 2), "tm": datetime.time(3, 4, 5), "delta": datetime.timedelta(days=1, seconds=5),
        "uid": uuid.UUID("12345678-1234-5678-1234-567812345678"), "amount": decimal.Decimal("1.25"), "tags": {"a", "b"},
        "frozen": frozenset({1, 2}), "blob": b"\x00\x01hi", "nested": {"when": datetime.date(2020, 2, 2), "c": Color.RED}}
def show(v):
    return sorted((k, type(x).__name__, sorted(x) if isinstance(x, (set, frozenset)) else x) for k, x in v.items())
with sqlite3.connect(path, check_same_thread=False) as conn:
    g = b.compile(checkpointer=SqliteSaver(conn), interrupt_before=["done"])
    out = g.invoke(init, {"configurable": {"thread_id": "1"}})
    print("first run")
    for r in show(out):
        print(" ", r)
conn.close()
with sqlite3.connect(path, check_same_thread=False) as conn2:
    g = b.compile(checkpointer=SqliteSaver(conn2), interrupt_before=["done"])
    cfg = {"configurable": {"thread_id": "1"}}
    st = g.get_state(cfg)
    print("reopened next", st.next)
    for r in show(st.values):
        print(" ", r)
    print("history", [(h.next, type(h.values.get("amount")).__name__) for h in g.get_state_history(cfg)])
    out = g.invoke(None, cfg)
    print("resumed", show(out) == show(st.values))
conn2.close()
