# https://github.com/langchain-ai/langgraph/pull/3521 : a child graph with input_schema / output_schema narrower than its state, added as a node: what the child's nodes see of the parent's keys, what reaches the parent (keys the output schema leaves out), and the child's values chunks with subgraphs=True
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
class P(TypedDict):
    question: str
    answer: str
    secret: str
    log: Annotated[list, operator.add]
class CIn(TypedDict):
    question: str
class COut(TypedDict):
    answer: str
class C(TypedDict):
    question: str
    answer: str
    secret: str
    draft: str
    log: Annotated[list, operator.add]
def think(s): return {"draft": "d:" + s["question"], "secret": "child secret", "log": ["think saw " + ",".join(sorted(s))]}
def say(s): return {"answer": s["draft"].upper(), "log": ["say"]}
child = StateGraph(C, input_schema=CIn, output_schema=COut).add_node("think", think).add_node("say", say).add_edge(START, "think").add_edge("think", "say").compile()
g = StateGraph(P).add_node("child", child).add_edge(START, "child").compile()
print(g.invoke({"question": "why", "secret": "parent secret", "log": []}))
for ns, mode, c in g.stream({"question": "how", "secret": "s", "log": []}, stream_mode=["values", "updates"], subgraphs=True):
    print([n.split(":")[0] for n in ns], mode, c)
print(child.invoke({"question": "direct", "secret": "ignored"}))
