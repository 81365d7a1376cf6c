# https://github.com/langchain-ai/langgraph/issues/2940: Command(goto=parent node, graph=PARENT) from subgraph
from langchain_core.messages import HumanMessage
from langgraph.graph import StateGraph, MessagesState, START, END
from langgraph.types import Command

def subgraph_node_1(state: MessagesState) -> Command:
    return Command(goto="main_node", update={"messages": [HumanMessage(content="subgraph node 1", id="s1")]},
                   graph=Command.PARENT)

def subgraph_node_2(state: MessagesState) -> Command:
    return Command(goto=END, update={"messages": [HumanMessage(content="subgraph node 2", id="s2")]})

sb = StateGraph(MessagesState)
sb.add_node("subgraph_node_1", subgraph_node_1)
sb.add_node("subgraph_node_2", subgraph_node_2)
sb.add_edge(START, "subgraph_node_1")
sb.add_edge("subgraph_node_1", "subgraph_node_2")
subgraph = sb.compile()

def main_node(state: MessagesState):
    return {"messages": [HumanMessage(content="main node", id="m1")]}

mb = StateGraph(MessagesState)
mb.add_node("subgraph", subgraph)
mb.add_node("main_node", main_node)
mb.add_edge(START, "subgraph")
mb.add_edge("main_node", END)
g = mb.compile()
for ch in g.stream({"messages": [HumanMessage("hi", id="h")]}, stream_mode=["updates", "debug"]):
    mode, data = ch
    if mode == "debug":
        print("debug", data["type"], data["step"], data["payload"].get("name"), sorted(data["payload"]))
    else:
        print(mode, {k: [m.content for m in v["messages"]] if v else v for k, v in data.items()})
print([m.content for m in g.invoke({"messages": [HumanMessage("hi", id="h")]})["messages"]])
# a subgraph returning Command.PARENT to a node that does not exist in the parent
def bad(state):
    return Command(goto="nowhere", graph=Command.PARENT)
sb2 = StateGraph(MessagesState); sb2.add_node("bad", bad); sb2.add_edge(START, "bad")
mb2 = StateGraph(MessagesState); mb2.add_node("sub", sb2.compile()); mb2.add_edge(START, "sub")
try:
    print(mb2.compile().invoke({"messages": []}))
except Exception as e:
    print("raised", type(e).__name__, e)
