# https://github.com/langchain-ai/langgraph/issues/1662 , #4987 , #1761 : a dataclass state with nested dataclasses, Enum and datetime fields through SqliteSaver: reload types, replay from a past checkpoint, fork with update_state, history values types
import dataclasses, datetime, enum, sqlite3, tempfile, os
from typing import Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.sqlite import SqliteSaver
class Status(enum.Enum):
    NEW = "new"
    DONE = "done"
@dataclasses.dataclass
class Step:
    name: str
    at: datetime.datetime
@dataclasses.dataclass
class S:
    status: Status = Status.NEW
    steps: Annotated[list, operator.add] = dataclasses.field(default_factory=list)
def a(s: S):
    return {"steps": [Step("a", datetime.datetime(2024, 1, 1, 12))]}
def b(s: S):
    return {"steps": [Step("b", s.steps[-1].at + datetime.timedelta(hours=1))], "status": Status.DONE}
bld = StateGraph(S).add_node("a", a).add_node("b", b).add_edge(START, "a").add_edge("a", "b").add_edge("b", END)
db = os.path.join(tempfile.mkdtemp(), "d.db")
cfg = {"configurable": {"thread_id": "1"}}
with sqlite3.connect(db, check_same_thread=False) as conn:
    g = bld.compile(checkpointer=SqliteSaver(conn))
    print(g.invoke({}, cfg))
with sqlite3.connect(db, check_same_thread=False) as conn:
    g = bld.compile(checkpointer=SqliteSaver(conn))
    st = g.get_state(cfg)
    print(st.values["status"], [type(x).__name__ for x in st.values["steps"]], st.values["steps"][1])
    hist = list(g.get_state_history(cfg))
    print([(h.metadata["step"], h.next, len(h.values.get("steps", []))) for h in hist])
    after_a = [h for h in hist if h.next == ("b",)][0]
    print(g.invoke(None, after_a.config)["steps"][-1])
    fork = g.update_state(after_a.config, {"status": Status.DONE, "steps": [Step("manual", datetime.datetime(2000, 1, 1))]})
    out = g.invoke(None, fork)
    print(out["status"], [s.name for s in out["steps"]])
    print(len(list(g.get_state_history(cfg))))
