# https://github.com/langchain-ai/langgraph/issues/6012 , #5182 : updates chunks for nodes returning None, {}, Command(goto) without update, Command with update only, a list of Commands, and a reducer that raises
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command

class S(TypedDict, total=False):
    v: str
    log: Annotated[list, operator.add]
def bad_reducer(a, b):
    raise ValueError("reducer refused")
class R(TypedDict, total=False):
    x: Annotated[int, bad_reducer]
b = StateGraph(S)
b.add_node("none", lambda s: None); b.add_node("empty", lambda s: {})
b.add_node("goto_only", lambda s: Command(goto="upd_only")); b.add_node("upd_only", lambda s: Command(update={"v": "u"}))
b.add_node("many", lambda s: [Command(update={"log": ["m1"]}), Command(update={"log": ["m2"]}, goto="last")]); b.add_node("last", lambda s: {"log": ["last"]})
b.add_edge(START, "none"); b.add_edge("none", "empty"); b.add_edge("empty", "goto_only"); b.add_edge("upd_only", "many")
g = b.compile()
for mode in ("updates", "values"):
    print(mode, list(g.stream({"v": "", "log": []}, stream_mode=mode)))
rb = StateGraph(R); rb.add_node("a", lambda s: {"x": 1}); rb.add_edge(START, "a")
try:
    rb.compile().invoke({"x": 0})
except Exception as e:
    print(type(e).__name__, e)
try:
    print(rb.compile().invoke({}))
except Exception as e:
    print(type(e).__name__, e)
