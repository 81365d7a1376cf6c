# https://github.com/langchain-ai/docs/issues/1239 : Command(goto=Send(...)) with one Send (not a list), Command(goto=END) on a node with a static edge (the edge still fires), and Command(goto=["a", "a"]) duplicates; the updates per step
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command, Send
class S(TypedDict):
    mode: str
    log: Annotated[list, operator.add]
def router(s):
    if s["mode"] == "send":
        return Command(goto=Send("worker", {"mode": "w", "log": ["sent"]}))
    if s["mode"] == "end":
        return Command(goto=END, update={"log": ["end"]})
    return Command(goto=["worker", "worker"], update={"log": ["dup"]})
def worker(s):
    return {"log": ["worker:" + s["mode"] + ":" + str(len(s["log"]))]}
def after(s):
    return {"log": ["after"]}
b = StateGraph(S)
b.add_node("router", router, destinations=("worker", END)); b.add_node("worker", worker); b.add_node("after", after)
b.add_edge(START, "router"); b.add_edge("router", "after")
g = b.compile()
for mode in ["send", "end", "dup"]:
    print(mode, [u for u in g.stream({"mode": mode, "log": []}, stream_mode="updates")])
