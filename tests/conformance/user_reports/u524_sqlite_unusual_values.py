# https://github.com/langchain-ai/langgraph/pull/8202 (#8185) , #7066 , #6970 : SqliteSaver round trip of unusual state values (set, frozenset, datetime/date/time/timedelta, enum, dataclass, pydantic model, bytes, Decimal, UUID, Path, deque, complex, Fraction), reopened from the file (a PurePosixPath value taken out: LangGraph cannot serialize it, lingxigraph stores it)
import datetime, decimal, enum, uuid, pathlib, collections, fractions, sqlite3, tempfile, os
from dataclasses import dataclass
from typing import Any, TypedDict
from pydantic import BaseModel
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.sqlite import SqliteSaver

class Color(enum.Enum):
    RED = "red"
    BLUE = 2
class Prio(enum.IntEnum):
    LOW = 1
@dataclass
class Point:
    x: int
    y: float
class Model(BaseModel):
    name: str
    tags: list[str] = []
class S(TypedDict):
    key: str
    val: Any

VALUES = {
    "set": {3, 1, 2}, "frozenset": frozenset({"a"}), "datetime": datetime.datetime(2024, 5, 6, 7, 8, 9, 123),
    "datetime_tz": datetime.datetime(2024, 5, 6, 7, 8, 9, tzinfo=datetime.timezone(datetime.timedelta(hours=2))),
    "date": datetime.date(2020, 1, 2), "time": datetime.time(13, 14, 15), "timedelta": datetime.timedelta(days=1, seconds=5),
    "enum": Color.RED, "enum2": Color.BLUE, "intenum": Prio.LOW, "dataclass": Point(1, 2.5), "pydantic": Model(name="n", tags=["t"]),
    "bytes": b"\x00\xffab", "bytearray": bytearray(b"xy"), "decimal": decimal.Decimal("1.10"), "uuid": uuid.UUID(int=5),
    "path": pathlib.Path("/a/b"), "deque": collections.deque([1, 2]), "complex": complex(1, 2), "fraction": fractions.Fraction(1, 3),
    "nested": {"s": {1}, "d": [decimal.Decimal("2")]},
}
def node(s):
    return {"val": VALUES[s["key"]]}
g = StateGraph(S).add_node("n", node).add_edge(START, "n").add_edge("n", END)
d = tempfile.mkdtemp(); db = os.path.join(d, "c.db")
for key in VALUES:
    conn = sqlite3.connect(db, check_same_thread=False)
    try:
        app = g.compile(checkpointer=SqliteSaver(conn))
        cfg = {"configurable": {"thread_id": key}}
        app.invoke({"key": key}, cfg)
    except Exception as e:
        print(key, "invoke", type(e).__name__, str(e)[:80]); conn.close(); continue
    conn.close()
    conn = sqlite3.connect(db, check_same_thread=False)
    app = g.compile(checkpointer=SqliteSaver(conn))
    try:
        v = app.get_state(cfg).values["val"]
        print(key, type(v).__name__, repr(v) if not isinstance(v, set) else sorted(v), v == VALUES[key])
    except Exception as e:
        print(key, "reload", type(e).__name__, str(e)[:80])
    conn.close()
