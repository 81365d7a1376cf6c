# https://github.com/langchain-ai/langgraph/issues/3617 : StateGraph(State, input_schema=In, output_schema=Out): keys outside the input schema are dropped from the input, outputs filtered in invoke / values stream / get_state, and a node reading a private key it wrote
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class In(TypedDict):
    question: str
class Out(TypedDict):
    answer: str
class Priv(TypedDict):
    scratch: str
class S(In, Out):
    notes: str
def think(s: In) -> Priv:
    return {"scratch": "thinking about " + s["question"]}
def reply(s: Priv) -> Out:
    return {"answer": s["scratch"].upper()}
b = StateGraph(S, input_schema=In, output_schema=Out)
b.add_node("think", think); b.add_node("reply", reply)
b.add_edge(START, "think"); b.add_edge("think", "reply"); b.add_edge("reply", END)
g = b.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
print(g.invoke({"question": "why", "notes": "dropped?", "answer": "pre"}, cfg))
print(g.get_state(cfg).values)
print(list(g.stream({"question": "how"}, cfg, stream_mode="values")))
print(list(g.stream({"question": "how"}, cfg, stream_mode="updates")))
print(sorted(g.get_input_jsonschema()["properties"]), sorted(g.get_output_jsonschema()["properties"]))
