# https://github.com/langchain-ai/langgraph/issues/4969 : a hand-built agent with ToolNode and tools_condition: get_graph edges (tools_condition's own ends), to_json() nodes/edges, the ToolNode's node data, and the drawing with xray of a parent holding this agent
from langchain_core.messages import AIMessage
from langchain_core.tools import tool
from langgraph.graph import StateGraph, START, END, MessagesState
from langgraph.prebuilt import ToolNode, tools_condition
@tool
def ping() -> str:
    """Ping."""
    return "pong"
def agent(s):
    return {"messages": [AIMessage("done")]}
b = StateGraph(MessagesState)
b.add_node("agent", agent); b.add_node("tools", ToolNode([ping]))
b.add_edge(START, "agent"); b.add_conditional_edges("agent", tools_condition); b.add_edge("tools", "agent")
g = b.compile()
print(sorted(b.branches["agent"]), b.branches["agent"]["tools_condition"].ends)
gr = g.get_graph()
print(sorted((e.source, e.target, e.conditional, e.data) for e in gr.edges))
js = gr.to_json()
print([(n["id"], sorted(n), n.get("data") if isinstance(n.get("data"), (str, type(None))) else sorted(n["data"])) for n in js["nodes"]])
print(js["edges"])
p = StateGraph(MessagesState); p.add_node("agent_graph", g); p.add_edge(START, "agent_graph")
print(p.compile().get_graph(xray=True).draw_mermaid())
