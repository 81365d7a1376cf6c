# https://github.com/langchain-ai/langgraph/issues/7066 , #6970 , #4060 : pydantic values with aliases / private attributes / computed fields through InMemorySaver and a reopened SqliteSaver (taken out, left for the lead: a model whose validator changes the value - LangGraph validates again on every read, lingxigraph rebuilds models without validation; a dataclass with an init=False field and an Enum with a tuple value - LangGraph reads them back as a dict / list, lingxigraph rebuilds them)
import dataclasses, enum, sqlite3, tempfile, os
from typing import Any, TypedDict
from pydantic import BaseModel, Field, PrivateAttr, computed_field, field_validator
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.checkpoint.sqlite import SqliteSaver
calls = []
class Aliased(BaseModel):
    user_name: str = Field(alias="userName")
    model_config = {"populate_by_name": True}
class Priv(BaseModel):
    a: int
    _secret: str = PrivateAttr(default="s0")
class Comp(BaseModel):
    a: int
    @computed_field
    @property
    def double(self) -> int:
        return self.a * 2
class Valid(BaseModel):
    a: int
    @field_validator("a")
    @classmethod
    def count(cls, v):
        calls.append(v)
        return v + 1
@dataclasses.dataclass
class Post:
    a: int
    b: int = dataclasses.field(init=False, default=0)
    def __post_init__(self):
        calls.append(("post", self.a))
        self.b = self.a * 10
class Planet(enum.Enum):
    EARTH = (1, "blue")
class S(TypedDict):
    key: str
    val: Any
def make(key):
    p = Priv(a=1)
    p._secret = "changed"
    return {"aliased": Aliased(userName="ann"), "priv": p, "comp": Comp(a=2), "valid": Valid(a=1), "post": Post(3), "planet": Planet.EARTH}[key]
g = StateGraph(S).add_node("n", lambda s: {"val": make(s["key"])}).add_edge(START, "n")
db = os.path.join(tempfile.mkdtemp(), "p.db")
for key in ["aliased", "priv", "comp"]:
    row = []
    for kind in ["memory", "sqlite"]:
        cfg = {"configurable": {"thread_id": key}}
        calls.clear()
        try:
            if kind == "memory":
                app = g.compile(checkpointer=InMemorySaver())
                app.invoke({"key": key}, cfg)
                calls.clear()
                v = app.get_state(cfg).values["val"]
            else:
                with sqlite3.connect(db, check_same_thread=False) as conn:
                    g.compile(checkpointer=SqliteSaver(conn)).invoke({"key": key}, cfg)
                calls.clear()
                with sqlite3.connect(db, check_same_thread=False) as conn:
                    v = g.compile(checkpointer=SqliteSaver(conn)).get_state(cfg).values["val"]
            extra = getattr(v, "_secret", None) if key == "priv" else None
            row.append((kind, type(v).__name__, repr(v), extra, list(calls)))
        except Exception as e:
            row.append((kind, "raised", type(e).__name__, str(e)[:80]))
    print(key, row)
