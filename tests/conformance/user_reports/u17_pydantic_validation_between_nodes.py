# https://github.com/langchain-ai/docs/issues/572 and https://github.com/langchain-ai/langgraph/issues/1977: pydantic validation
from pydantic import BaseModel
from langgraph.graph import StateGraph, START, END

class PydanticState(BaseModel):
    messages: list[str] = []
    state_1: str = ""
    state_2: str = ""

def node_1(state: PydanticState):
    return {"state_1": 1, "messages": "hi"}

def node_2(state: PydanticState):
    print("node_2 sees", repr(state))
    return {"state_2": "from node_2"}

g = StateGraph(PydanticState).add_node(node_1).add_node(node_2).add_edge(START, "node_1").add_edge("node_1", "node_2").add_edge("node_2", END).compile()
try:
    print(g.invoke({}))
except Exception as e:
    print("raised", type(e).__name__, str(e).splitlines()[0])

class OverallState(BaseModel):
    a: float

def n1(state: OverallState):
    return {"a": "foo"}

b = StateGraph(OverallState, output_schema=OverallState)
b.add_node(n1); b.add_edge(START, "n1"); b.add_edge("n1", END)
try:
    print(b.compile().invoke({"a": 2.3}))
except Exception as e:
    print("raised", type(e).__name__, str(e).splitlines()[0])
try:
    print(b.compile().invoke({"a": "not a float"}))
except Exception as e:
    print("raised", type(e).__name__, str(e).splitlines()[0])
