# https://github.com/langchain-ai/langgraph/issues/1662 (round 2) : dataclass state with default_factory, Optional, reducers, input missing fields
from dataclasses import dataclass, field
from typing import Annotated, Optional
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver

@dataclass
class State:
    question: str
    answer: Optional[str] = None
    steps: Annotated[list, operator.add] = field(default_factory=list)
    score: float = 0.5

def plan(s: State):
    print("plan sees", s)
    return {"steps": ["plan"], "score": s.score + 1}
def answer(s: State):
    print("answer sees", s)
    return {"answer": s.question.upper(), "steps": ["answer"]}
b = StateGraph(State); b.add_node("plan", plan); b.add_node("answer", answer)
b.add_edge(START, "plan"); b.add_edge("plan", "answer"); b.add_edge("answer", END)
g = b.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
print(g.invoke({"question": "why"}, cfg))
print(g.invoke(State(question="how", steps=["pre"]), {"configurable": {"thread_id": "2"}}))
try:
    print(g.invoke({"answer": "x"}, {"configurable": {"thread_id": "3"}}))
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0])
for c in g.stream({"question": "q"}, {"configurable": {"thread_id": "4"}}, stream_mode="values"):
    print(c)
g.update_state(cfg, {"steps": ["manual"]}, as_node="plan")
print(g.get_state(cfg).values, g.get_state(cfg).next)
print(g.get_input_jsonschema().get("required"), sorted(g.get_input_jsonschema()["properties"]))
