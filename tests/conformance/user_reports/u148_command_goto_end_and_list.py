# https://github.com/langchain-ai/docs/issues/1239 (round 2) : Command(goto=END), goto list with duplicates, goto from START-reached node plus static edges, Command in conditional edge
from typing import TypedDict, Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command, Send

class S(TypedDict):
    log: Annotated[list, operator.add]
def a(s): return Command(goto=END, update={"log": ["a"]})
def b(s): return {"log": ["b"]}
g1 = StateGraph(S); g1.add_node("a", a); g1.add_node("b", b); g1.add_edge(START, "a"); g1.add_edge("a", "b")
print(g1.compile().invoke({"log": []}))
def c(s): return Command(goto=["d", "d", Send("d", {"log": ["sent"]})], update={"log": ["c"]})
def d(s): return {"log": ["d"]}
g2 = StateGraph(S); g2.add_node("c", c); g2.add_node("d", d); g2.add_edge(START, "c")
print(sorted(g2.compile().invoke({"log": []})["log"]))
for ch in g2.compile().stream({"log": []}, stream_mode="tasks"):
    if "triggers" in ch: print(ch["name"], ch["triggers"], ch["input"])
def route(s): return [Command(goto="d")] if False else "d"
g3 = StateGraph(S); g3.add_node("c", lambda s: {"log": ["c"]}); g3.add_node("d", d); g3.add_edge(START, "c"); g3.add_conditional_edges("c", route)
print(g3.compile().invoke({"log": []}))
def bad(s): return Command(goto="nowhere")
g4 = StateGraph(S); g4.add_node("bad", bad); g4.add_edge(START, "bad")
try:
    g4.compile().invoke({"log": []})
except Exception as e:
    print(type(e).__name__, str(e)[:120])
def bad2(s): return Command(update={"nope": 1})
g5 = StateGraph(S); g5.add_node("bad2", bad2); g5.add_edge(START, "bad2")
try:
    print(g5.compile().invoke({"log": []}))
except Exception as e:
    print(type(e).__name__, str(e)[:120])
