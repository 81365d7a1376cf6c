# Command(update=...) forms: list of tuples, Command as graph input on a new thread, node returning [Command, Command]
import operator
from typing import Annotated, TypedDict
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command, Send

class S(TypedDict):
    log: Annotated[list[str], operator.add]
    x: int

def a(s): return Command(update=[("log", "t1"), ("log", "t2"), ("x", 5)], goto="b")
def b(s): return [Command(update={"log": ["c1"]}, goto="c"), Command(update={"log": ["c2"]})]
def c(s): return {"log": [f"c sees {len(s['log'])}"]}
bd = StateGraph(S)
bd.add_node("a", a); bd.add_node("b", b); bd.add_node("c", c)
bd.add_edge(START, "a")
g = bd.compile(checkpointer=InMemorySaver())
for mode in ("updates", "values"):
    try:
        print(mode, list(g.stream({"log": [], "x": 0}, {"configurable": {"thread_id": mode}}, stream_mode=mode)))
    except Exception as e:
        print(mode, type(e).__name__, str(e).splitlines()[0])
# Command as input on a fresh thread
cfg = {"configurable": {"thread_id": "fresh"}}
try:
    print(g.invoke(Command(update={"log": ["init"], "x": 1}, goto="c"), cfg))
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0])
print(g.get_state(cfg).values, g.get_state(cfg).next)
# add_sequence
bd2 = StateGraph(S)
bd2.add_sequence([("s1", lambda s: {"log": ["s1"]}), ("s2", lambda s: {"log": ["s2"]})])
bd2.add_edge(START, "s1")
print(bd2.compile().invoke({"log": [], "x": 0}))
