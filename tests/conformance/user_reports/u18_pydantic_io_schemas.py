# https://github.com/langchain-ai/langgraph/issues/5659: pydantic input/output/private schemas
from pydantic import BaseModel
from langgraph.graph import START, END, StateGraph

class InputState(BaseModel):
    user_input: str

class OutputState(BaseModel):
    graph_output: str

class OverallState(BaseModel):
    foo: str
    user_input: str
    graph_output: str

class PrivateState(BaseModel):
    bar: str

def node_1(state: InputState) -> OverallState:
    return {"foo": state.user_input + " name"}

def node_2(state: OverallState) -> PrivateState:
    return {"bar": state.foo + " is"}

def node_3(state: PrivateState) -> OutputState:
    return {"graph_output": state.bar + " Lance"}

b = StateGraph(OverallState, input_schema=InputState, output_schema=OutputState)
b.add_node("node_1", node_1); b.add_node("node_2", node_2); b.add_node("node_3", node_3)
b.add_edge(START, "node_1"); b.add_edge("node_1", "node_2"); b.add_edge("node_2", "node_3"); b.add_edge("node_3", END)
g = b.compile()
try:
    print(g.invoke({"user_input": "My"}))
except Exception as e:
    print("raised", type(e).__name__, str(e).splitlines()[0])
for ch in g.stream({"user_input": "My"}, stream_mode="updates"):
    print(ch)
