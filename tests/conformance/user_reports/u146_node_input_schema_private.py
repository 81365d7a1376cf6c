# https://github.com/langchain-ai/langgraphjs/pull/427 (python: add_node input_schema) , langgraph#1036 : node-level input_schema for private channels, Command to private keys
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command

class Overall(TypedDict):
    question: str
    answer: str
class Private(TypedDict):
    query: str
class Docs(TypedDict):
    query: str
    docs: list

def n1(s: Overall) -> Private:
    return {"query": s["question"] + " as query"}
def n2(s):
    print("n2 got", s)
    return Command(update={"docs": [s["query"], "doc2"]}, goto="n3")
def n3(s):
    print("n3 got", s)
    return {"answer": " | ".join(s["docs"]) + " / " + s["question"]}
class N3In(TypedDict):
    docs: list
    question: str
b = StateGraph(Overall)
b.add_node("n1", n1); b.add_node("n2", n2, input_schema=Private); b.add_node("n3", n3, input_schema=N3In)
b.add_edge(START, "n1"); b.add_edge("n1", "n2"); b.add_edge("n3", END)
g = b.compile()
print(g.invoke({"question": "hi"}))
for c in g.stream({"question": "hi"}, stream_mode="values"):
    print(c)
print(sorted(k for k in g.channels if not k.startswith("branch:")))
