# https://github.com/langchain-ai/langgraph/pull/4983 : StateGraph(State, input_schema=In, output_schema=Out) against the deprecated input= / output= keywords (their warnings' category and text), what invoke accepts and returns, the input / output JSON schemas' titles and properties, and a graph with only an output schema
import warnings
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
class In(TypedDict):
    question: str
class Out(TypedDict):
    answer: str
class State(In, Out, total=False):
    scratch: str
def think(s): return {"scratch": "thinking about " + s["question"], "answer": "42"}
for kw in ({"input_schema": In, "output_schema": Out}, {"input": In, "output": Out}, {"output_schema": Out}):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        b = StateGraph(State, **kw)
    g = b.add_node("think", think).add_edge(START, "think").compile()
    print(sorted(kw), [(w.category.__name__, str(w.message)[:90]) for w in caught])
    print(g.invoke({"question": "q", "scratch": "ignored?"}))
    ins, outs = g.get_input_jsonschema(), g.get_output_jsonschema()
    print(ins.get("title"), sorted(ins.get("properties", {})), outs.get("title"), sorted(outs.get("properties", {})))
