# https://github.com/langchain-ai/langgraph/issues/1950 , PR 1036 : input_schema / output_schema / private channels between nodes (node-level input schema), streaming values, get_state values, output filter
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver

class In(TypedDict):
    question: str
class Out(TypedDict):
    answer: str
class Overall(TypedDict):
    question: str
    answer: str
    notes: str
class Private(TypedDict):
    secret: str

def a(s: In) -> Private:
    return {"secret": s["question"] + "!"}
def b(s: Private) -> Overall:
    return {"answer": s["secret"] * 2, "notes": "n"}
def c(s: Overall):
    return {"notes": s["notes"] + "c"}
bl = StateGraph(Overall, input_schema=In, output_schema=Out)
bl.add_node("a", a); bl.add_node("b", b); bl.add_node("c", c)
bl.add_edge(START, "a"); bl.add_edge("a", "b"); bl.add_edge("b", "c"); bl.add_edge("c", END)
g = bl.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
print(g.invoke({"question": "hi", "answer": "ignored?"}, cfg))
print(g.get_state(cfg).values)
print(list(g.stream({"question": "yo"}, {"configurable": {"thread_id": "2"}}, stream_mode="values")))
print(list(g.stream({"question": "yo"}, {"configurable": {"thread_id": "3"}}, stream_mode="updates")))
print(sorted(g.get_input_jsonschema()["properties"]), sorted(g.get_output_jsonschema()["properties"]))
print(sorted(g.channels))
