# https://github.com/langchain-ai/langgraph/issues/1964: parallel subgraphs with their own schema writing to the parent
import operator
from functools import partial
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph.state import StateGraph, START, END

class ChildState(TypedDict):
    question: str
    results: Annotated[list[str], operator.add]
    private: str

class ParentState(TypedDict):
    question: str
    results: Annotated[list[str], operator.add]

def child_node(state, child_result_txt: str):
    return {"results": [child_result_txt + ":" + state["question"]], "private": "p"}

def create_child(txt):
    c = StateGraph(ChildState)
    c.add_node("child", partial(child_node, child_result_txt=txt))
    c.add_edge(START, "child"); c.add_edge("child", END)
    return c.compile()

def sink(state):
    return {"results": [f"sink saw {len(state['results'])}"]}

p = StateGraph(ParentState)
p.add_node("c1", create_child("one")); p.add_node("c2", create_child("two")); p.add_node("sink", sink)
p.add_edge(START, "c1"); p.add_edge(START, "c2"); p.add_edge(["c1", "c2"], "sink"); p.add_edge("sink", END)
g = p.compile()
out = g.invoke({"question": "q", "results": []})
print(sorted(out["results"][:2]), out["results"][2:], sorted(out))
ups = []
for ns, ch in g.stream({"question": "q", "results": []}, stream_mode="updates", subgraphs=True):
    ups.append((len(ns), str(ch)))
print(sorted(ups))
# subgraph as a function call with different keys
class Sub(TypedDict):
    text: str
def up(s): return {"text": s["text"].upper()}
sb = StateGraph(Sub); sb.add_node("up", up); sb.add_edge(START, "up")
sub = sb.compile()
def call(state: ParentState):
    r = sub.invoke({"text": state["question"]})
    return {"results": [r["text"]]}
p2 = StateGraph(ParentState); p2.add_node("call", call); p2.add_edge(START, "call")
print(p2.compile().invoke({"question": "abc", "results": []}))
