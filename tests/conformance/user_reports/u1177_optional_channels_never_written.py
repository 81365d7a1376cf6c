# https://github.com/langchain-ai/langgraph/issues/1587 : Optional state keys that no node writes (TypedDict, dataclass, pydantic, MessagesState subclass): what invoke returns, what the values stream and get_state show, and what a node reading them sees
from typing import Optional, Annotated
import dataclasses
from typing_extensions import TypedDict
from pydantic import BaseModel
from langgraph.graph import StateGraph, START, END, MessagesState
from langgraph.checkpoint.memory import InMemorySaver
class T(TypedDict):
    q: str
    maybe: Optional[str]
    later: Optional[int]
@dataclasses.dataclass
class D:
    q: str
    maybe: Optional[str] = None
    later: Optional[int] = None
class P(BaseModel):
    q: str
    maybe: Optional[str] = None
    later: Optional[int] = None
class M(MessagesState):
    q: str
    maybe: Optional[str]
for schema in (T, D, P, M):
    def n(s):
        get = (lambda k: s.get(k, "<absent>")) if isinstance(s, dict) else (lambda k: getattr(s, k, "<absent>"))
        print(schema.__name__, "node sees maybe", get("maybe"), "later", get("later"))
        return {"q": "done"}
    g = StateGraph(schema).add_node("n", n).add_edge(START, "n").compile(checkpointer=InMemorySaver())
    cfg = {"configurable": {"thread_id": schema.__name__}}
    print(schema.__name__, "out", g.invoke({"q": "x"}, cfg))
    print(schema.__name__, "state", g.get_state(cfg).values)
    print(schema.__name__, "values", list(g.stream({"q": "y"}, {"configurable": {"thread_id": "s" + schema.__name__}}, stream_mode="values")))
