# https://github.com/langchain-ai/langgraph/issues/3617 : pydantic input_schema / output_schema on a TypedDict state: input validation errors (type and first line), defaults from the input model, the output filtered to the output model's fields
from pydantic import BaseModel, Field
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
class In(BaseModel):
    query: str
    top_k: int = 3
class Out(BaseModel):
    hits: list[str] = Field(default_factory=list)
class S(TypedDict):
    query: str
    top_k: int
    hits: list[str]
    debug: str
def search(s):
    return {"hits": [s["query"] + str(i) for i in range(s["top_k"])], "debug": "x"}
g = StateGraph(S, input_schema=In, output_schema=Out).add_node("search", search).add_edge(START, "search").compile()
for bad in [{"query": "q"}, {"query": "q", "top_k": 1, "debug": "in"}, In(query="m", top_k=2), In(query="d"), {"top_k": 2}, {"query": "q", "top_k": "many"}]:
    try:
        print(g.invoke(bad))
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0])
print(list(g.stream({"query": "s", "top_k": 1}, stream_mode="values")))
