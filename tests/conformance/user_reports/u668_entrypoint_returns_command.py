# https://github.com/langchain-ai/langgraph/issues/6792 , docs#1239 : an @entrypoint used as a StateGraph node returning a Command(update, goto), a dict, None; an entrypoint returning Command at the root
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.func import entrypoint
from langgraph.types import Command
class S(TypedDict):
    v: str
@entrypoint()
def decide(state: dict):
    return Command(update={"v": state["v"] + "d"}, goto="b")
g = StateGraph(S).add_node("decide", decide, destinations=("a", "b")).add_node("a", lambda s: {"v": s["v"] + "A"}).add_node("b", lambda s: {"v": s["v"] + "B"}).add_edge(START, "decide").compile()
for f in (lambda: g.invoke({"v": ""}), lambda: list(g.stream({"v": ""}, stream_mode="updates"))):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, str(e)[:100])
try:
    print(decide.invoke({"v": "x"}))
except Exception as e:
    print("root", type(e).__name__, str(e)[:100])
