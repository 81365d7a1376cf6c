# https://github.com/langchain-ai/langgraph/issues/6436 : a node returning Command(goto=[Send("work", ...), Send("work", ...), "audit"]) with an update; the workers' reducer results, the updates stream and the tasks stream ordering by step
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command, Send
class S(TypedDict):
    items: list
    out: Annotated[list, operator.add]
def plan(s):
    return Command(update={"out": ["plan"]}, goto=[Send("work", {"item": i}) for i in s["items"]] + ["audit"])
def work(x):
    return {"out": ["w" + str(x["item"])]}
def audit(s):
    return {"out": ["audit saw " + str(len(s["out"]))]}
b = StateGraph(S)
b.add_node("plan", plan, destinations=("work", "audit")); b.add_node("work", work); b.add_node("audit", audit)
b.add_edge(START, "plan")
g = b.compile()
print(g.invoke({"items": [1, 2, 3], "out": []}))
print([(c["step"] if "step" in c else None, c) for c in []])
rows = []
for ns, mode, ch in g.stream({"items": [2], "out": []}, stream_mode=["updates", "tasks"], subgraphs=True):
    if mode == "tasks":
        rows.append((mode, ch["name"], "result" in ch, ch.get("input") if "result" not in ch else ch["result"]))
    else:
        rows.append((mode, ch))
for r in rows: print(r)
