from typing import Annotated
from typing_extensions import TypedDict
from langchain_core.messages import AnyMessage, AIMessage, HumanMessage
from langgraph.graph import StateGraph, START, END
from langgraph.graph.message import add_messages

class State(TypedDict):
    messages: Annotated[list[AnyMessage], add_messages]
    extra_field: int

def node(state: State):
    messages = state["messages"]
    new_message = AIMessage("Hello!", id="ai-1")
    return {"messages": messages + [new_message], "extra_field": 10}

builder = StateGraph(State)
builder.add_node(node)
builder.set_entry_point("node")
graph = builder.compile()
result = graph.invoke({"messages": [HumanMessage("Hi", id="h-1")]})
print(result)
for message in result["messages"]:
    message.pretty_print()
# messages as dicts / tuples / strings get coerced
result = graph.invoke({"messages": [{"role": "user", "content": "yo", "id": "u1"}]})
print(result)
result = graph.invoke({"messages": [("user", "tuple msg")]})
print([type(m).__name__ for m in result["messages"]], [m.content for m in result["messages"]])
print(graph.get_graph().draw_mermaid())
print(graph.input_schema.__name__ if hasattr(graph.input_schema, "__name__") else graph.input_schema)
