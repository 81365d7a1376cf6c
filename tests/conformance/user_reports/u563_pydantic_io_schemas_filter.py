# https://github.com/langchain-ai/langgraph/issues/5659 , #1587 , PR 380 : pydantic overall state with pydantic input and output schemas: what invoke returns (model or dict), extra input keys, validation of input, stream values, get_state, json schemas
from typing import Optional
from pydantic import BaseModel, field_validator
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class In(BaseModel):
    question: str
    @field_validator("question")
    @classmethod
    def strip(cls, v):
        return v.strip()
class Out(BaseModel):
    answer: str
    score: int = 0
class Overall(BaseModel):
    question: str = ""
    answer: str = ""
    score: int = 0
    debug: Optional[str] = None
def solve(s: Overall):
    return {"answer": s.question[::-1], "debug": "dbg", "score": len(s.question)}
g = StateGraph(Overall, input_schema=In, output_schema=Out).add_node("solve", solve).add_edge(START, "solve").add_edge("solve", END).compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
out = g.invoke({"question": "  abc  ", "debug": "x"}, cfg)
print(type(out).__name__, out)
print(g.get_state(cfg).values)
print(list(g.stream({"question": "xy"}, {"configurable": {"thread_id": "2"}}, stream_mode="values")))
print(list(g.stream({"question": "xy"}, {"configurable": {"thread_id": "3"}}, stream_mode="updates")))
try:
    g.invoke({"answer": "no question"}, {"configurable": {"thread_id": "4"}})
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0])
print(g.invoke(In(question=" q "), {"configurable": {"thread_id": "5"}}))
print(g.get_input_jsonschema()["required"], sorted(g.get_output_jsonschema()["properties"]))
