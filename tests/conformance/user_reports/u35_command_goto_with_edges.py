# https://github.com/langchain-ai/docs/issues/1239: Command goto does not override existing edges (parallel branch)
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command, Send

class S(TypedDict):
    log: Annotated[list[str], operator.add]

def A(s): return Command(goto="C", update={"log": ["A"]})
def B(s): return {"log": ["B"]}
def C(s): return {"log": ["C"]}
def D(s): return {"log": ["D"]}
b = StateGraph(S)
for n, f in [("A", A), ("B", B), ("C", C), ("D", D)]:
    b.add_node(n, f)
b.add_edge(START, "A"); b.add_edge("A", "B"); b.add_edge("B", "C"); b.add_edge("C", "D"); b.add_edge("D", END)
g = b.compile()
print(g.invoke({"log": []}))
# B and C run in one step: their chunks come in thread-timing order (both libraries),
# so each step's node names are printed sorted
steps, cur = [], []
for mode, c in g.stream({"log": []}, stream_mode=["updates", "values"]):
    if mode == "updates":
        cur.extend(c)
    elif cur:
        steps.append(sorted(cur))
        cur = []
print(steps)

# Command goto with a list mixing names and Sends
def fan(s):
    return Command(goto=[Send("W", {"log": ["w1"]}), "C", Send("W", {"log": ["w2"]})], update={"log": ["fan"]})
def W(s): return {"log": [f"W{len(s['log'])}"]}
b = StateGraph(S)
b.add_node("fan", fan); b.add_node("W", W); b.add_node("C", C)
b.add_edge(START, "fan")
g = b.compile()
print(g.invoke({"log": []}))
for ch in g.stream({"log": []}, stream_mode="tasks"):
    if "input" in ch:
        print(ch["name"], ch["input"], ch["triggers"])
# goto to an unknown node
def bad(s): return Command(goto="nowhere")
b = StateGraph(S); b.add_node("bad", bad); b.add_edge(START, "bad")
try:
    print(b.compile().invoke({"log": []}))
except Exception as e:
    print("raised", type(e).__name__, e)
