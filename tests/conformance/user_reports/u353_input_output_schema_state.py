# https://github.com/langchain-ai/langgraph/issues/5659 , #1587 : input_schema/output_schema with a checkpointer: invoke output filtered, get_state values unfiltered, update_state of a private key, stream values filtered, private channel in history
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver

class In(TypedDict):
    question: str
class Out(TypedDict):
    answer: str
class Full(In, Out):
    scratch: str
class Private(TypedDict):
    secret: str
def think(state: In) -> Private:
    return {"secret": state["question"][::-1]}
def reply(state: Private) -> Full:
    return {"answer": "A:" + state["secret"], "scratch": "used"}
b = StateGraph(Full, input_schema=In, output_schema=Out)
b.add_node("think", think); b.add_node("reply", reply)
b.add_edge(START, "think"); b.add_edge("think", "reply"); b.add_edge("reply", END)
g = b.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
print(g.invoke({"question": "abc", "answer": "ignored?"}, cfg))
print(g.get_state(cfg).values)
print(list(g.stream({"question": "xyz"}, {"configurable": {"thread_id": "2"}}, stream_mode="values")))
print(list(g.stream({"question": "xyz"}, {"configurable": {"thread_id": "3"}}, stream_mode="updates")))
c = g.update_state(cfg, {"secret": "zzz"}, as_node="think")
print(g.get_state(c).values, g.get_state(c).next)
print(g.invoke(None, c))
print([sorted(h.values) for h in g.get_state_history(cfg)][:3])
