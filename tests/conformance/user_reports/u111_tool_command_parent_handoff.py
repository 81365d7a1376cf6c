# https://github.com/langchain-ai/langgraph/pull/4003 , #4019 : tools returning Command(graph=Command.PARENT) from a ToolNode inside a subgraph agent (handoff)
from typing import Annotated
from langchain_core.messages import AIMessage, ToolMessage
from langchain_core.tools import tool, InjectedToolCallId
from langgraph.graph import StateGraph, MessagesState, START, END
from langgraph.prebuilt import ToolNode
from langgraph.types import Command
from langgraph.checkpoint.memory import InMemorySaver

@tool
def transfer_to_b(tool_call_id: Annotated[str, InjectedToolCallId]):
    """Hand off to agent b."""
    return Command(graph=Command.PARENT, goto="agent_b",
                   update={"messages": [ToolMessage("transferred", tool_call_id=tool_call_id, name="transfer_to_b")], "active": "b"})

@tool
def lookup(q: str) -> str:
    """Look something up."""
    return f"result for {q}"

class State(MessagesState):
    active: str

def agent_a(state):
    return {"messages": [AIMessage("", id="ai1", tool_calls=[{"name": "lookup", "args": {"q": "x"}, "id": "c1"}, {"name": "transfer_to_b", "args": {}, "id": "c2"}])]}

sub = StateGraph(State)
sub.add_node("agent", agent_a); sub.add_node("tools", ToolNode([transfer_to_b, lookup]))
sub.add_edge(START, "agent"); sub.add_edge("agent", "tools"); sub.add_edge("tools", END)
a = sub.compile()

def agent_b(state):
    return {"messages": [AIMessage("b here: " + str(len(state["messages"])), id="b1")]}

p = StateGraph(State)
p.add_node("agent_a", a); p.add_node("agent_b", agent_b)
p.add_edge(START, "agent_a"); p.add_edge("agent_b", END)
g = p.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
for ns, c in g.stream({"messages": [("user", "hi")], "active": "a"}, cfg, stream_mode="updates", subgraphs=True):
    print([x.split(":")[0] for x in ns], {k: (v if not isinstance(v, dict) else {kk: ([(type(m).__name__, m.content, getattr(m, "tool_call_id", None)) for m in vv] if kk == "messages" else vv) for kk, vv in v.items()}) for k, v in c.items()})
st = g.get_state(cfg)
print([(type(m).__name__, m.content) for m in st.values["messages"]], st.values["active"], st.next)
print([ (h.metadata["source"], h.metadata["step"], h.next) for h in g.get_state_history(cfg)])
