# https://github.com/langchain-ai/langgraph/pull/4843 (messages mode) , MessageGraph deprecation (1.0) : push_message in a node (messages/updates/values), MessageGraph still importable from langgraph.graph
import warnings
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.graph import StateGraph, MessagesState, START, END
from langgraph.graph.message import push_message, add_messages

def node(state):
    m = push_message(AIMessage("pushed now", id="p1"))
    return {"messages": [AIMessage("returned", id="r1")]}
b = StateGraph(MessagesState); b.add_node("node", node); b.add_edge(START, "node"); b.add_edge("node", END)
g = b.compile()
for mode, c in g.stream({"messages": [("user", "hi")]}, stream_mode=["messages", "updates", "values"]):
    if mode == "messages":
        print(mode, type(c[0]).__name__, c[0].content, c[0].id, c[1]["langgraph_node"])
    else:
        print(mode, {k: [(type(m).__name__, m.content) for m in (v["messages"] if isinstance(v, dict) and "messages" in v else v.get("messages", []) if isinstance(v, dict) else [])] for k, v in c.items()} if mode == "updates" else [(type(m).__name__, m.content) for m in c["messages"]])
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    from langgraph.graph import MessageGraph
    mg = MessageGraph()
    print([type(x.message).__name__ for x in w][:2])
mg.add_node("a", lambda msgs: AIMessage("from a", id="a1"))
mg.add_edge(START, "a"); mg.add_edge("a", END)
out = mg.compile().invoke([HumanMessage("hello", id="h1")])
print([(type(m).__name__, m.content, m.id) for m in out])
print([(type(m).__name__, m.content) for m in add_messages([HumanMessage("x", id="1")], [AIMessage("y", id="1")])])
