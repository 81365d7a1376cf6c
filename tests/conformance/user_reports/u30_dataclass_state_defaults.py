# https://github.com/langchain-ai/langgraph/issues/1662 and PR 5470: defaults in state (dataclass / TypedDict)
import operator
from dataclasses import dataclass, field
from typing import Annotated, Optional
# typing_extensions' TypedDict: pydantic refuses typing's on Python < 3.12, which
# would make the recorded output depend on the interpreter's version
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END

@dataclass
class DState:
    query: str
    rephrase_query: Optional[str] = None
    documents: Annotated[list[str], operator.add] = field(default_factory=list)
    chat_summary: str = "lol"

def rephrase(state: DState):
    print("node sees", state)
    return {"rephrase_query": state.query.upper(), "documents": ["d1"]}

b = StateGraph(DState)
b.add_node("rephrase", rephrase); b.add_edge(START, "rephrase"); b.add_edge("rephrase", END)
g = b.compile()
print(g.invoke({"query": "hello"}))
print(g.invoke(DState(query="obj")))
try:
    g.invoke({})
except Exception as e:
    print("raised", type(e).__name__, str(e).splitlines()[0])

class TState(TypedDict):
    query: str
    chat_summary: str

def n(state):
    print("typed node sees", state)
    return {}
b = StateGraph(TState); b.add_node("n", n); b.add_edge(START, "n")
print(b.compile().invoke({"query": "q"}))
print(b.compile().get_input_jsonschema())
