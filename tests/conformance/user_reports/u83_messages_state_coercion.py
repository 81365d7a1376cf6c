# add_messages coercion and id handling reports: dict/tuple/str messages, duplicate ids, format="langchain-openai"
from typing import Annotated, TypedDict
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage, AIMessageChunk
from langgraph.graph import StateGraph, START, END, MessagesState
from langgraph.graph.message import add_messages

print([type(m).__name__ for m in add_messages([], [("human", "a"), ("ai", "b"), {"role": "user", "content": "c"}, "d"])])
left = [HumanMessage("x", id="1"), AIMessage("y", id="2")]
print([(m.content, m.id) for m in add_messages(left, [AIMessage("Y", id="2"), HumanMessage("z", id="3")])])
print([(type(m).__name__, m.content) for m in add_messages([], [AIMessageChunk("chunk", id="c")])])
try:
    add_messages([], [{"role": "nope", "content": "x"}])
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0])
try:
    add_messages([], [5])
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0])
class S(TypedDict):
    messages: Annotated[list, add_messages]
def n(s): return {"messages": AIMessage("single", id="s")}
b = StateGraph(S); b.add_node("n", n); b.add_edge(START, "n")
print([(m.content, m.id) for m in b.compile().invoke({"messages": "plain string"})["messages"]][1:])
print(add_messages([HumanMessage("a", id="1")], HumanMessage("b", id="1")))
