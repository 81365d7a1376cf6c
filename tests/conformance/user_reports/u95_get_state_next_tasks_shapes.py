# StateSnapshot fields users inspect: tasks (PregelTask fields), created_at, parent_config, interrupts across steps
import operator
from typing import Annotated, TypedDict
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command, Send, interrupt

class S(TypedDict):
    log: Annotated[list[str], operator.add]

def a(s): return {"log": ["a"]}
def w(s): return {"log": [f"w:{interrupt('w?')}"]}
b = StateGraph(S); b.add_node("a", a); b.add_node("w", w)
b.add_edge(START, "a"); b.add_conditional_edges("a", lambda s: [Send("w", {"log": ["x"]}), "w"], ["w"])
g = b.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
g.invoke({"log": []}, cfg)
st = g.get_state(cfg)
print(type(st).__name__, st._fields)
for t in sorted(st.tasks, key=lambda t: str(t.path)):
    print(type(t).__name__, t._fields, t.name, t.path, t.error, [i.value for i in t.interrupts], t.state, t.result)
print(st.created_at is not None, st.parent_config is not None, st.metadata)
print(sorted(i.value for i in st.interrupts))
