from langchain_core.messages import AIMessage, HumanMessage
from langgraph.graph import StateGraph, START, MessagesState
from langgraph.graph.message import push_message, add_messages

def node(state: MessagesState):
    m = push_message(AIMessage("pushed early", id="p1"))
    return {"messages": [AIMessage("returned", id="r1")]}
def node2(state: MessagesState):
    push_message({"role": "assistant", "content": "dict pushed", "id": "p2"})
    return {}
g = StateGraph(MessagesState).add_node(node).add_node(node2).add_edge(START, "node").add_edge("node", "node2").compile()
for c in g.stream({"messages": [HumanMessage("hi", id="h")]}, stream_mode=["messages", "updates", "values"]):
    mode, data = c
    if mode == "messages":
        print(mode, data[0].content, data[0].id, data[1]["langgraph_node"])
    else:
        print(mode, data)
print([m.content for m in g.invoke({"messages": [HumanMessage("hi", id="h")]})["messages"]])
print(add_messages([HumanMessage("a", id="1")], [AIMessage([{"type": "text", "text": "blk"}], id="2")], format="langchain-openai"))
