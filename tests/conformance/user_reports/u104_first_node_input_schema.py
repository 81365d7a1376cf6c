# https://github.com/langchain-ai/langgraph/issues/1587 : input/output schemas, private state, first node input
from typing_extensions import TypedDict
from langgraph.graph import END, START, MessagesState, StateGraph

class OverallState(MessagesState):
    pass
class InputState(TypedDict):
    question: str
class OutputState(TypedDict):
    answer: str
class PrivateState(TypedDict):
    secret: str
    answer: str
    question: str

def first(state):
    print("first", state)
    return {"answer": "Foo"}
def middle(state):
    print("middle", state)
    return {"question": "Bar", "secret": "s"}
def last(state: PrivateState):
    print("last", state)
    return {"answer": state["answer"] + state["question"] + state.get("secret", "?")}

b = StateGraph(OverallState, input_schema=InputState, output_schema=OutputState)
b.add_node("first", first); b.add_node("middle", middle); b.add_node("last", last)
b.add_edge(START, "first"); b.add_edge("first", "middle"); b.add_edge("middle", "last"); b.add_edge("last", END)
g = b.compile()
print(g.invoke({"question": "Q", "messages": [("user", "x")]}))
for c in g.stream({"question": "Q"}, stream_mode="values"):
    print(c)
for c in g.stream({"question": "Q"}, stream_mode="updates"):
    print(c)
print(sorted(g.get_input_jsonschema()["properties"]), sorted(g.get_output_jsonschema()["properties"]))
