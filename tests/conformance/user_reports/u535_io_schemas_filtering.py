# https://github.com/langchain-ai/langchain-academy/issues/49 , langgraphjs#1475 , PR 1036 : input_schema / output_schema / private node schema: what invoke returns, what values/updates stream, get_state values, input keys outside the input schema
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
    scratch: str
def think(s: In) -> Private:
    return {"scratch": "thinking about " + s["question"]}
def use(s: Private) -> Overall:
    return {"notes": s["scratch"].upper()}
def answer(s: Overall) -> Out:
    return {"answer": f"{s['question']}! ({s['notes']})"}
g = (StateGraph(Overall, input_schema=In, output_schema=Out).add_node("think", think).add_node("use", use).add_node("answer", answer)
     .add_edge(START, "think").add_edge("think", "use").add_edge("use", "answer").add_edge("answer", END).compile(checkpointer=InMemorySaver()))
cfg = {"configurable": {"thread_id": "1"}}
print(g.invoke({"question": "hi", "notes": "ignored?", "answer": "pre"}, cfg))
print(sorted(g.get_state(cfg).values.items()))
for mode in ["values", "updates"]:
    print(mode, list(g.stream({"question": "yo"}, {"configurable": {"thread_id": mode}}, stream_mode=mode)))
print(list(g.stream({"question": "yo"}, {"configurable": {"thread_id": "x"}}, stream_mode="values", output_keys=["notes", "answer"])))
print(sorted(g.channels))
print(g.get_input_jsonschema()["properties"].keys(), g.get_output_jsonschema()["properties"].keys())
print(g.invoke({"question": "q"}, {"configurable": {"thread_id": "y"}}, output_keys="answer"))
