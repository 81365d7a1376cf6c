# https://github.com/langchain-ai/langgraph/issues/2599 : add_messages-reduced state given invalid messages (a dict with an unknown role, an int, a dict without content), a RemoveMessage for an id that does not exist, duplicate ids in one update, and format="langchain-openai": errors and resulting message lists
from typing import Annotated
from typing_extensions import TypedDict
from langchain_core.messages import RemoveMessage, HumanMessage, AIMessage
from langgraph.graph import StateGraph, START, END
from langgraph.graph.message import add_messages
class S(TypedDict):
    messages: Annotated[list, add_messages]
def show(label, fn):
    try:
        r = fn()
        print(label, "ok", [(type(m).__name__, m.content, m.id) for m in r["messages"]])
    except Exception as e:
        print(label, type(e).__name__, str(e).splitlines()[0][:120])
def g(update):
    b = StateGraph(S); b.add_node("n", lambda s: {"messages": update}); b.add_edge(START, "n")
    return b.compile()
start = {"messages": [HumanMessage("hi", id="h1")]}
show("bad role", lambda: g([{"role": "wizard", "content": "x"}]).invoke(start))
show("int", lambda: g([5]).invoke(start))
show("dict no content", lambda: g([{"role": "user"}]).invoke(start))
show("remove ghost", lambda: g([RemoveMessage(id="ghost")]).invoke(start))
show("dup ids", lambda: g([AIMessage("a", id="x"), AIMessage("b", id="x")]).invoke(start))
show("replace", lambda: g([HumanMessage("hello", id="h1")]).invoke(start))
show("str", lambda: g("plain text").invoke(start))
show("tuple", lambda: g([("ai", "tupled")]).invoke(start))
show("openai format", lambda: add_messages([HumanMessage("a", id="1")], [AIMessage([{"type": "text", "text": "b"}], id="2")], format="langchain-openai") and {"messages": add_messages([HumanMessage("a", id="1")], [AIMessage([{"type": "text", "text": "b"}], id="2")], format="langchain-openai")})
show("bad format", lambda: {"messages": add_messages([], [], format="nope")})
