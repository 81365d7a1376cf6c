# https://github.com/langchain-ai/langgraph/pull/5470 , #5659 : dataclass overall state with a dataclass input schema and a TypedDict output schema; node typed with the input dataclass; defaults filled in; get_state
from dataclasses import dataclass, field
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver

@dataclass
class In:
    question: str
    lang: str = "en"
@dataclass
class Overall:
    question: str
    lang: str = "en"
    answer: str = ""
    steps: list = field(default_factory=list)
class Out(TypedDict):
    answer: str

def a(s: In):
    return {"steps": [f"a:{type(s).__name__}:{s.lang}"], "answer": s.question.upper()}
def b(s: Overall):
    return {"answer": s.answer + "!", "steps": s.steps + ["b"]}
g = StateGraph(Overall, input_schema=In, output_schema=Out).add_node("a", a).add_node("b", b).add_edge(START, "a").add_edge("a", "b").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
print(g.invoke({"question": "q"}, cfg))
print(g.get_state(cfg).values)
print(g.invoke(In(question="r", lang="fr"), {"configurable": {"thread_id": "2"}}))
print(list(g.stream({"question": "s"}, {"configurable": {"thread_id": "3"}}, stream_mode="values")))
print(g.get_input_jsonschema().get("required"), sorted(g.get_input_jsonschema()["properties"]))
