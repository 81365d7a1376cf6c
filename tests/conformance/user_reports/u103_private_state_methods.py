# https://github.com/langchain-ai/langgraph/issues/2893 : private state with instance methods as nodes
from langgraph.graph import StateGraph, START, END
from typing_extensions import TypedDict

class OverallState(TypedDict):
    a: str
class Node1Output(TypedDict):
    private_data: str
class Node2Input(TypedDict):
    private_data: str

class Nodes:
    def node_1(self, state: OverallState) -> Node1Output:
        print("node_1 got", state)
        return {"private_data": "set by node_1"}
    def node_2(self, state: Node2Input) -> OverallState:
        print("node_2 got", state)
        return {"a": "set by node_2"}
    def node_3(self, state: OverallState) -> OverallState:
        print("node_3 got", state)
        return {"a": "set by node_3"}

n = Nodes()
g = StateGraph(OverallState)
g.add_node("node_1", n.node_1); g.add_node("node_2", n.node_2); g.add_node("node_3", n.node_3)
g.add_edge(START, "node_1"); g.add_edge("node_1", "node_2"); g.add_edge("node_2", "node_3"); g.add_edge("node_3", END)
app = g.compile()
print(app.invoke({"a": "start"}))
for c in app.stream({"a": "s"}, stream_mode=["updates", "values"]):
    print(c)
print(sorted(app.channels))
