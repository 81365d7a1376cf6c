# https://github.com/langchain-ai/langgraph/pull/8202 (#8185) , #7066 , #6970 : more value types through InMemorySaver and SqliteSaver (reloaded): namedtuple, pydantic.v1 model, re.Pattern, nan/inf, ipaddress, frozen / slots dataclasses, Flag enum, nested sets in dicts (taken out, lingxigraph's additions: a 70-bit int, which LangGraph cannot store; a ZoneInfo datetime, which LangGraph reloads with a fixed offset and lingxigraph with its zone)
import datetime, enum, ipaddress, math, re, sqlite3, tempfile, os, zoneinfo
from collections import namedtuple
from dataclasses import dataclass
from typing import Any, TypedDict
from pydantic import v1 as pyd1
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.checkpoint.sqlite import SqliteSaver
Pt = namedtuple("Pt", "x y")
class Old(pyd1.BaseModel):
    a: int
    b: str = "d"
class Perm(enum.Flag):
    R = 1
    W = 2
@dataclass(frozen=True)
class Frozen:
    k: str
@dataclass(slots=True)
class Slotted:
    v: int
class S(TypedDict):
    key: str
    val: Any
VALUES = {
    "namedtuple": Pt(1, 2), "pyd1": Old(a=1), "pattern": re.compile(r"a+b", re.I), "nan": float("nan"), "inf": float("-inf"), "ip": ipaddress.IPv4Address("10.0.0.1"),
    "ipnet": ipaddress.ip_network("10.0.0.0/8"), "frozen": Frozen("k"), "slotted": Slotted(3), "flag": Perm.R | Perm.W,
    "nested_sets": {"a": {1, 2}, "b": frozenset({"x"})}, "tz_time": datetime.time(1, 2, tzinfo=datetime.timezone.utc),
}
g = StateGraph(S).add_node("n", lambda s: {"val": VALUES[s["key"]]}).add_edge(START, "n")
db = os.path.join(tempfile.mkdtemp(), "v.db")
def norm(v):
    if isinstance(v, float) and math.isnan(v):
        return "nan"
    if isinstance(v, dict):
        return {k: sorted(x) if isinstance(x, (set, frozenset)) else x for k, x in v.items()}
    return repr(v)
for key, orig in VALUES.items():
    out = []
    for kind in ["memory", "sqlite"]:
        cfg = {"configurable": {"thread_id": key}}
        try:
            if kind == "memory":
                app = g.compile(checkpointer=InMemorySaver())
                app.invoke({"key": key}, cfg)
                v = app.get_state(cfg).values["val"]
            else:
                with sqlite3.connect(db, check_same_thread=False) as conn:
                    g.compile(checkpointer=SqliteSaver(conn)).invoke({"key": key}, cfg)
                with sqlite3.connect(db, check_same_thread=False) as conn:
                    v = g.compile(checkpointer=SqliteSaver(conn)).get_state(cfg).values["val"]
            out.append((kind, type(v).__name__, norm(v)))
        except Exception as e:
            out.append((kind, "raised", type(e).__name__, str(e)[:70]))
    print(key, out)
