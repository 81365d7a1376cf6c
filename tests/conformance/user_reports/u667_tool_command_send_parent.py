# https://github.com/langchain-ai/langgraph/pull/4003 , #6012 , PR 3521 : ToolNode tools returning Command(goto=[Send(...)]) and Command(graph=PARENT, goto, update) from a ToolNode inside a subgraph; messages kept, routed nodes run
import operator
from typing import Annotated
from langchain_core.messages import AIMessage, ToolMessage
from langchain_core.tools import tool, InjectedToolCallId
from langgraph.graph import StateGraph, START, END, MessagesState
from langgraph.prebuilt import ToolNode
from langgraph.types import Command, Send
class S(MessagesState):
    jobs: Annotated[list, operator.add]
@tool
def fan(n: int, tool_call_id: Annotated[str, InjectedToolCallId]):
    """fan out"""
    return Command(goto=[Send("job", {"jobs": [i]}) for i in range(n)], update={"messages": [ToolMessage(f"fanned {n}", tool_call_id=tool_call_id)]})
@tool
def escalate(tool_call_id: Annotated[str, InjectedToolCallId]):
    """to parent"""
    return Command(graph=Command.PARENT, goto="human", update={"messages": [ToolMessage("escalated", tool_call_id=tool_call_id)]})
def job(s):
    return {"jobs": [f"done{s['jobs'][0]}"]}
inner = (StateGraph(S).add_node("m", lambda s: {"messages": [AIMessage("", tool_calls=[{"name": "fan", "args": {"n": 2}, "id": "f"}])]})
         .add_node("tools", ToolNode([fan])).add_node("job", job).add_edge(START, "m").add_edge("m", "tools").compile())
out = inner.invoke({"messages": [("user", "go")], "jobs": []})
print(sorted(map(str, out["jobs"])), [(type(m).__name__, m.content) for m in out["messages"]])
sub = (StateGraph(S).add_node("m", lambda s: {"messages": [AIMessage("", tool_calls=[{"name": "escalate", "args": {}, "id": "e"}])]})
       .add_node("tools", ToolNode([escalate])).add_edge(START, "m").add_edge("m", "tools").compile())
parent = StateGraph(S).add_node("sub", sub, destinations=("human",)).add_node("human", lambda s: {"messages": [AIMessage("human here")]}).add_edge(START, "sub").compile()
out = parent.invoke({"messages": [("user", "help")], "jobs": []})
print([(type(m).__name__, m.content) for m in out["messages"]])
for ns, d in parent.stream({"messages": [("user", "help")], "jobs": []}, stream_mode="updates", subgraphs=True):
    print(tuple(p.split(":")[0] for p in ns), {k: ([type(m).__name__ for m in v["messages"]] if isinstance(v, dict) else [type(x).__name__ for x in v] if isinstance(v, list) else v) for k, v in d.items()})
