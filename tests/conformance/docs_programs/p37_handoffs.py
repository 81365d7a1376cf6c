from typing import Annotated, Literal
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool, InjectedToolCallId
from langgraph.graph import StateGraph, START, END, MessagesState
from langgraph.prebuilt import InjectedState, ToolNode
from langgraph.types import Command

def create_handoff_tool(agent_name: str):
    @tool(f"transfer_to_{agent_name}", description=f"Hand the conversation to {agent_name}")
    def handoff(state: Annotated[MessagesState, InjectedState], tool_call_id: Annotated[str, InjectedToolCallId]) -> Command:
        msg = ToolMessage(f"over to {agent_name}", name=f"transfer_to_{agent_name}", tool_call_id=tool_call_id)
        return Command(goto=agent_name, update={"messages": state["messages"] + [msg]}, graph=Command.PARENT)
    return handoff

def make_agent(name: str, script: list[AIMessage], tools):
    it = iter(script)
    def call(state: MessagesState):
        return {"messages": [next(it)]}
    b = StateGraph(MessagesState)
    b.add_node("model", call)
    b.add_node("tools", ToolNode(tools))
    b.add_edge(START, "model")
    b.add_conditional_edges("model", lambda s: "tools" if s["messages"][-1].tool_calls else END, ["tools", END])
    b.add_edge("tools", "model")
    return b.compile(name=name)

billing_agent = make_agent("billing", [
    AIMessage("", id="f1", tool_calls=[{"name": "transfer_to_support", "args": {}, "id": "t1"}]),
], [create_handoff_tool("support")])
support_agent = make_agent("support", [AIMessage("support here", id="h1")], [create_handoff_tool("billing")])

multi = (StateGraph(MessagesState)
         .add_node(billing_agent, destinations=("support", END))
         .add_node(support_agent)
         .add_edge(START, "billing")
         .compile())
for chunk in multi.stream({"messages": [HumanMessage("my invoice is wrong", id="u")]}, subgraphs=True):
    ns, upd = chunk
    for node, val in upd.items():
        print([p.split(":")[0] for p in ns], node, [(type(m).__name__, m.content) for m in (val or {}).get("messages", [])])
print(list(multi.get_graph().nodes), [(e.source, e.target, e.conditional) for e in multi.get_graph().edges])

# handoff between plain nodes with Command
def alice(state: MessagesState) -> Command[Literal["bob", "__end__"]]:
    if len(state["messages"]) < 3:
        return Command(goto="bob", update={"messages": [AIMessage("alice->bob", name="alice", id=f"a{len(state['messages'])}")]})
    return Command(goto=END, update={"messages": [AIMessage("alice done", name="alice", id="ad")]})
def bob(state: MessagesState) -> Command[Literal["alice"]]:
    return Command(goto="alice", update={"messages": [AIMessage("bob->alice", name="bob", id=f"b{len(state['messages'])}")]})
g = StateGraph(MessagesState).add_node(alice).add_node(bob).add_edge(START, "alice").compile()
print([(m.name, m.content) for m in g.invoke({"messages": [HumanMessage("go", id="g")]})["messages"]])
