# https://github.com/langchain-ai/langgraph/issues/5112 , PR 4117 : a MessagesState subgraph removing parent messages with RemoveMessage and REMOVE_ALL_MESSAGES; subgraphs=True updates/values; parent state after; removing in parallel branches
from langchain_core.messages import HumanMessage, AIMessage, RemoveMessage
from langgraph.graph import StateGraph, START, END, MessagesState
from langgraph.graph.message import REMOVE_ALL_MESSAGES
def summarize(s):
    return {"messages": [RemoveMessage(id=m.id) for m in s["messages"][:-1]] + [AIMessage(f"summary of {len(s['messages']) - 1}", id="sum")]}
sub = StateGraph(MessagesState).add_node("summarize", summarize).add_edge(START, "summarize").compile()
def wipe(s):
    return {"messages": [RemoveMessage(id=REMOVE_ALL_MESSAGES), HumanMessage("restart", id="r")]}
g = StateGraph(MessagesState).add_node("sub", sub).add_node("wipe", wipe).add_edge(START, "sub").add_edge("sub", "wipe").compile()
inp = {"messages": [HumanMessage("a", id="1"), AIMessage("b", id="2"), HumanMessage("c", id="3")]}
for ns, mode, d in g.stream(inp, stream_mode=["updates", "values"], subgraphs=True):
    ms = d["messages"] if mode == "values" else next(iter(d.values()))["messages"]
    print(tuple(n.split(":")[0] for n in ns), mode, [(type(m).__name__, m.content, m.id) for m in ms])
def rm1(s):
    return {"messages": [RemoveMessage(id="1")]}
def rm3(s):
    return {"messages": [RemoveMessage(id="3")]}
g2 = StateGraph(MessagesState).add_node("rm1", rm1).add_node("rm3", rm3).add_edge(START, "rm1").add_edge(START, "rm3").compile()
print([(m.content, m.id) for m in g2.invoke(inp)["messages"]])
def rm_twice(s):
    return {"messages": [RemoveMessage(id="2")]}
g3 = StateGraph(MessagesState).add_node("x", rm_twice).add_node("y", rm_twice).add_edge(START, "x").add_edge(START, "y").compile()
try:
    print([(m.content, m.id) for m in g3.invoke(inp)["messages"]])
except Exception as e:
    print(type(e).__name__, str(e)[:80])
