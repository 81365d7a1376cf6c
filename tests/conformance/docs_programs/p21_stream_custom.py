from typing_extensions import TypedDict
from langgraph.config import get_stream_writer
from langgraph.types import StreamWriter
from langgraph.graph import StateGraph, START

class State(TypedDict):
    query: str
    answer: str

def node(state: State):
    writer = get_stream_writer()
    writer({"custom_key": "working on it"})
    writer("plain string")
    writer(("tuple", 1))
    return {"answer": "some data"}

def node2(state: State, writer: StreamWriter):
    writer({"progress": 50})
    writer({"progress": 100})
    return {"answer": state["answer"] + "!"}

graph = StateGraph(State).add_node(node).add_node(node2).add_edge(START, "node").add_edge("node", "node2").compile()
for chunk in graph.stream({"query": "example"}, stream_mode="custom"):
    print(chunk)
for chunk in graph.stream({"query": "example"}, stream_mode=["custom", "updates"]):
    print(chunk)
print(graph.invoke({"query": "q"}))
# writer outside stream is a no-op
print(graph.invoke({"query": "q"}, stream_mode="values"))

# tool-like function using writer
from langchain_core.tools import tool
@tool
def lookup_rows(query: str) -> str:
    """Look up rows matching a query."""
    writer = get_stream_writer()
    writer({"data": "page 1 of 2", "type": "progress"})
    writer({"data": "page 2 of 2", "type": "progress"})
    return "rows: 0"

def tool_node(state: State):
    return {"answer": lookup_rows.invoke({"query": state["query"]})}
g2 = StateGraph(State).add_node("t", tool_node).add_edge(START, "t").compile()
for chunk in g2.stream({"query": "x"}, stream_mode=["custom", "values"]):
    print(chunk)
