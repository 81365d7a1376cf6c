# in-place mutation: by nodes (must not leak), by a node with a dict input schema (mutates the
# channel's own objects), by a stream consumer (values chunks hold the channel objects), by a closure
from typing import Optional
from pydantic import BaseModel, Field
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END

class State(BaseModel):
    items: list[int] = Field(default_factory=list)
    table: dict[str, list[int]] = {}
    word: str = ""
    maybe: Optional[list[float]] = None

class Raw(TypedDict):
    items: list
    table: dict
    maybe: list

kept = {}

def n1(st: State):
    print("n1", repr(st))
    st.items.append(-1)
    st.table.setdefault("k", []).append(-1)
    kept["items"] = st.items
    return {"word": "w1"}

def raw(st: Raw):
    print("raw", st)
    st["items"].append(42)  # the channel's own list
    st["table"]["k"].append(43)
    if st.get("maybe") is not None:
        st["maybe"][0] = 7
    return {}

def n2(st: State):
    print("n2", repr(st))
    kept["items"].append(-2)  # a list an earlier node got
    return {"word": "w2"}

def n3(st: State):
    print("n3", repr(st))
    return {}

g = StateGraph(State)
g.add_node(n1).add_node("raw", raw, input_schema=Raw).add_node(n2).add_node(n3)
g.add_edge(START, "n1").add_edge("n1", "raw").add_edge("raw", "n2").add_edge("n2", "n3").add_edge("n3", END)
graph = g.compile()
print("out", graph.invoke({"items": [1, 2], "table": {"k": [0]}, "maybe": [1.5]}))

for chunk in graph.stream({"items": [1], "table": {"k": [0]}}, stream_mode="values"):
    print("chunk", chunk)
    chunk["items"].append(len(chunk["items"]) * 10)  # the consumer changes the channel's list
    if "k" in chunk.get("table", {}):
        chunk["table"]["k"].insert(0, 5)

for chunk in graph.stream({"items": [1], "maybe": [2.0]}, stream_mode="values"):
    if chunk.get("maybe"):
        chunk["maybe"][0] = 3  # an equal-typed change of a float list
    print("chunk2", chunk)
