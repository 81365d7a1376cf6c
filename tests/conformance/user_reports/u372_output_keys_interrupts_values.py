# https://github.com/langchain-ai/langgraph/issues/1569 , #4796 : invoke/stream with output_keys (str and list) through an interrupt and the resume; interrupt chunks in values/updates with output_keys; v2 GraphOutput
from typing import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver

class S(TypedDict, total=False):
    a: str
    b: str
def first(s):
    return {"a": "A"}
def ask(s):
    return {"b": interrupt("b?")}
bd = StateGraph(S); bd.add_node("first", first); bd.add_node("ask", ask); bd.add_edge(START, "first"); bd.add_edge("first", "ask")
g = bd.compile(checkpointer=InMemorySaver())
for i, keys in enumerate(("a", ["b"], ["a", "b"])):
    cfg = {"configurable": {"thread_id": str(i)}}
    print(keys, g.invoke({}, cfg, output_keys=keys))
    print("   ", list(g.stream(Command(resume="B"), cfg, output_keys=keys, stream_mode=["values", "updates"])))
cfg = {"configurable": {"thread_id": "v2"}}
out = g.invoke({}, cfg, version="v2")
print(type(out).__name__, out.value if hasattr(out, "value") else out, [i.value for i in getattr(out, "interrupts", [])])
out = g.invoke(Command(resume="x"), cfg, version="v2", output_keys="b")
print(type(out).__name__, out.value if hasattr(out, "value") else out, getattr(out, "interrupts", None))
