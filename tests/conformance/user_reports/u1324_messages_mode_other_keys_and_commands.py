# https://github.com/langchain-ai/langgraph/issues/3071 : stream_mode="messages" when nodes return messages under keys other than "messages" (an add_messages key named history, a plain list key, a single message value), inside Command(update=...), as Command(update=[(key, msg)]) tuples, from a pydantic state and from a dataclass state; which messages come out whole and with what langgraph_node
from dataclasses import dataclass, field
from typing import Annotated
from typing_extensions import TypedDict
from pydantic import BaseModel
from langchain_core.messages import AIMessage, HumanMessage, AnyMessage
from langgraph.graph import StateGraph, START
from langgraph.graph.message import add_messages
from langgraph.types import Command
class S(TypedDict, total=False):
    history: Annotated[list[AnyMessage], add_messages]
    plain: list
    single: AnyMessage
def history(s): return {"history": [AIMessage("h1", id="h1")]}
def plain(s): return {"plain": [AIMessage("p1", id="p1"), "not a message"]}
def single(s): return {"single": AIMessage("s1", id="s1")}
def command(s): return Command(update={"history": [AIMessage("c1", id="c1")]}, goto="tuples")
def tuples(s): return Command(update=[("history", AIMessage("t1", id="t1")), ("single", AIMessage("t2", id="t2"))])
g = (StateGraph(S).add_node("history", history).add_node("plain", plain).add_node("single", single).add_node("command", command).add_node("tuples", tuples)
     .add_edge(START, "history").add_edge("history", "plain").add_edge("plain", "single").add_edge("single", "command").compile())
print([(type(m).__name__, m.content, meta["langgraph_node"]) for m, meta in g.stream({"history": [HumanMessage("hi", id="u")]}, stream_mode="messages")])
class P(BaseModel):
    messages: Annotated[list[AnyMessage], add_messages] = []
    note: str = ""
@dataclass
class D:
    messages: Annotated[list[AnyMessage], add_messages] = field(default_factory=list)
for schema in [P, D]:
    def say(s): return {"messages": [AIMessage("from %s" % type(s).__name__, id="x")], "note": "n"} if schema is P else {"messages": [AIMessage("from %s" % type(s).__name__, id="x")]}
    def ret_obj(s): return schema(messages=[AIMessage("obj", id="o")])
    a = StateGraph(schema).add_node("say", say).add_node("ret_obj", ret_obj).add_edge(START, "say").add_edge("say", "ret_obj").compile()
    try:
        print(schema.__name__, [(m.content, meta["langgraph_node"]) for m, meta in a.stream({"messages": [HumanMessage("hi", id="u")]}, stream_mode="messages")])
    except Exception as e:
        print(schema.__name__, "ERR", type(e).__name__, e)
