# https://github.com/langchain-ai/langgraph/issues/1587 : a TypedDict state with a pydantic input_schema (with a default and a validator) and a TypedDict output_schema, invoked with a dict, with the pydantic input instance, and with a bad value: what the first node sees, the output's keys, and the validation error text
from typing_extensions import TypedDict
from pydantic import BaseModel, field_validator
from langgraph.graph import StateGraph, START, END
class In(BaseModel):
    q: str
    k: int = 2
    @field_validator("q")
    @classmethod
    def strip(cls, v): return v.strip()
class Out(TypedDict):
    answer: str
class S(TypedDict):
    q: str
    k: int
    answer: str
    scratch: str
def first(s):
    print("first sees", sorted(s.items()))
    return {"scratch": s["q"] * s["k"]}
def second(s): return {"answer": s["scratch"].upper()}
g = StateGraph(S, input_schema=In, output_schema=Out).add_node("first", first).add_node("second", second).add_edge(START, "first").add_edge("first", "second").add_edge("second", END).compile()
for inp in [{"q": "  ab "}, In(q=" cd ", k=3), {"q": "x", "k": 1, "answer": "ignored?"}]:
    try:
        print("out", g.invoke(inp))
    except Exception as e:
        print("!!", type(e).__name__, str(e).splitlines()[0][:200])
try:
    g.invoke({"k": 1})
except Exception as e:
    print("missing q", type(e).__name__, str(e).splitlines()[0][:200])
try:
    g.invoke({"q": 5})
except Exception as e:
    print("bad q", type(e).__name__, str(e).splitlines()[0][:200])
print("updates", list(g.stream({"q": "z"}, stream_mode="updates")))
