# https://github.com/langchain-ai/langgraph/issues/2831 : stream_mode="messages" over Send workers reached from a conditional edge and from Command(goto=Send) of a node that also updates messages: each worker's returned message once, with langgraph_path / triggers of a push task, the boss's own message, and which messages the thread keeps (Send payload messages are not state)
from typing_extensions import TypedDict
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.graph import StateGraph, MessagesState, START
from langgraph.types import Command, Send
from langgraph.checkpoint.memory import InMemorySaver
def fan(s): return [Send("worker", {"messages": [HumanMessage("task %d" % i, id="t%d" % i)]}) for i in range(2)]
def worker(s):
    return {"messages": [AIMessage("done " + s["messages"][-1].content, id="d-" + s["messages"][-1].id)]}
def boss(s) -> Command:
    return Command(update={"messages": [AIMessage("boss", id="b")]}, goto=[Send("worker", {"messages": [HumanMessage("extra", id="x")]})])
g = (StateGraph(MessagesState).add_node("boss", boss, destinations=("worker",)).add_node("worker", worker)
     .add_edge(START, "boss").add_conditional_edges("boss", fan).compile(checkpointer=InMemorySaver()))
cfg = {"configurable": {"thread_id": "1"}}
out = list(g.stream({"messages": [HumanMessage("go", id="g")]}, cfg, stream_mode="messages"))
print(sorted((m.content, m.id, meta["langgraph_node"], meta["langgraph_path"][0], meta["langgraph_triggers"]) for m, meta in out))
print(sorted(m.id for m in g.get_state(cfg).values["messages"]))
