# https://github.com/langchain-ai/langgraph/issues/4060 , #1761 : state values of many types through InMemorySaver and SqliteSaver (pydantic, dataclass, Enum, datetime, set, bytes, Decimal, nested messages), read back after reopening
import sqlite3, tempfile, os, datetime, enum, decimal
from dataclasses import dataclass
from typing import Any, TypedDict
from pydantic import BaseModel
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.checkpoint.sqlite import SqliteSaver

class Color(enum.Enum):
    RED = "red"
@dataclass
class Point:
    x: int
    y: int
class Model(BaseModel):
    name: str
    tags: list[str] = []
class S(TypedDict):
    v: Any
VALUES = {"enum": Color.RED, "dc": Point(1, 2), "pm": Model(name="n", tags=["a"]), "dt": datetime.datetime(2024, 1, 2, 3, 4, 5),
          "date": datetime.date(2024, 1, 2), "set": {1, 2}, "bytes": b"\x00\x01", "dec": decimal.Decimal("1.50"),
          "msgs": [HumanMessage("hi", id="h"), AIMessage("yo", id="a")], "nested": {"k": [Point(3, 4), {"z": Color.RED}]}, "fs": frozenset({"a"})}
def show(v):
    if isinstance(v, (set, frozenset)):
        return f"{type(v).__name__}{sorted(v)}"
    return f"{type(v).__name__}:{v!r}"
with tempfile.TemporaryDirectory() as d:
    path = os.path.join(d, "s.db")
    for kind in ("memory", "sqlite"):
        conn = sqlite3.connect(path, check_same_thread=False)
        saver = InMemorySaver() if kind == "memory" else SqliteSaver(conn)
        b = StateGraph(S); b.add_node("n", lambda s: {"v": s["v"]}); b.add_edge(START, "n")
        g = b.compile(checkpointer=saver)
        for name, val in VALUES.items():
            g.invoke({"v": val}, {"configurable": {"thread_id": name}})
        conn.close()
        conn = sqlite3.connect(path, check_same_thread=False)
        if kind == "sqlite":
            g = b.compile(checkpointer=SqliteSaver(conn))
        for name in VALUES:
            print(kind, name, show(g.get_state({"configurable": {"thread_id": name}}).values["v"]))
        conn.close()
