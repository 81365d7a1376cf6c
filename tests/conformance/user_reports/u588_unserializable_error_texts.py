# https://github.com/langchain-ai/langgraph/issues/7066 , #6970 , PR 8202 (#8185) : the TypeError text users quote when a state value or an interrupt() value cannot be checkpointed: which type it names (top-level object, inside a list / dict / tuple / set, inside a dataclass, inside an interrupt), InMemorySaver and SqliteSaver; the state left
import dataclasses, sqlite3
from typing import Any, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.checkpoint.sqlite import SqliteSaver
class Opaque:
    pass
@dataclasses.dataclass
class Box:
    item: Any
CASES = {"top": lambda: Opaque(), "list": lambda: [1, Opaque()], "dict": lambda: {"k": Opaque()}, "tuple": lambda: (Opaque(),),
         "dataclass": lambda: Box(Opaque()), "nested": lambda: {"a": [Box([Opaque()])]}, "interrupt": None, "interrupt-box": None}
class S(TypedDict):
    key: str
    val: Any
def node(s):
    if s["key"] == "interrupt":
        interrupt(Opaque())
    if s["key"] == "interrupt-box":
        interrupt(Box(Opaque()))
    return {"val": CASES[s["key"]]()}
g = StateGraph(S).add_node("n", node).add_edge(START, "n").add_edge("n", END)
for saver in [InMemorySaver(), SqliteSaver(sqlite3.connect(":memory:", check_same_thread=False))]:
    app = g.compile(checkpointer=saver)
    for key in CASES:
        cfg = {"configurable": {"thread_id": key}}
        try:
            app.invoke({"key": key, "val": None}, cfg)
            print(type(saver).__name__, key, "ok")
        except Exception as e:
            print(type(saver).__name__, key, type(e).__name__, "|", str(e))
        st = app.get_state(cfg)
        print("  ", st.next, st.values.get("key"), len(list(app.get_state_history(cfg))))
