# https://github.com/langchain-ai/langgraph/issues/6624 , round 1 #52 : a tool run by ToolNode calling a @task (durable step inside a tool) that interrupts; resume; updates with the call's chunk; two tool calls each calling the task
from langchain_core.messages import AIMessage
from langchain_core.tools import tool
from langgraph.graph import StateGraph, START, MessagesState
from langgraph.prebuilt import ToolNode
from langgraph.func import task
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
runs = []
@task
def approve(what):
    runs.append(what)
    return interrupt(f"approve {what}?")
@tool
def buy(item: str) -> str:
    """buy"""
    return f"{item}:{approve(item).result()}"
g = (StateGraph(MessagesState).add_node("m", lambda s: {"messages": [AIMessage("", tool_calls=[{"name": "buy", "args": {"item": "x"}, "id": "b1"}])]})
     .add_node("tools", ToolNode([buy])).add_edge(START, "m").add_edge("m", "tools").compile(checkpointer=InMemorySaver()))
c = {"configurable": {"thread_id": "1"}}
print([{k: ([i.value for i in v] if k == "__interrupt__" else type(v).__name__) for k, v in ch.items()} for ch in g.stream({"messages": [("user", "go")]}, c, stream_mode="updates")])
st = g.get_state(c)
print(st.next, [(t.name, [i.value for i in t.interrupts]) for t in st.tasks])
out = g.invoke(Command(resume="ok"), c)
print([(type(m).__name__, m.content) for m in out["messages"]], runs)
