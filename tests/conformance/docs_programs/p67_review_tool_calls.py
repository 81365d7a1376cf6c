from typing import Literal
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langgraph.graph import StateGraph, START, END, MessagesState
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command

calls = iter([
    AIMessage("", id="ai-1", tool_calls=[{"name": "lookup", "args": {"q": "paris"}, "id": "t1"}]),
    AIMessage("final answer", id="ai-2"),
    AIMessage("", id="ai-3", tool_calls=[{"name": "lookup", "args": {"q": "rome"}, "id": "t2"}]),
    AIMessage("second final", id="ai-4"),
])
def model(state: MessagesState):
    return {"messages": [next(calls)]}
def route(state: MessagesState) -> Literal["review", "__end__"]:
    return "review" if state["messages"][-1].tool_calls else END
def review(state: MessagesState) -> Command[Literal["model", "tools"]]:
    last = state["messages"][-1]
    call = last.tool_calls[-1]
    decision = interrupt({"question": "ok?", "tool_call": call})
    if decision["action"] == "continue":
        return Command(goto="tools")
    if decision["action"] == "update":
        new = AIMessage(last.content, id=last.id, tool_calls=[{**call, "args": decision["args"]}])
        return Command(goto="tools", update={"messages": [new]})
    return Command(goto="model", update={"messages": [ToolMessage(decision["reason"], name=call["name"], tool_call_id=call["id"])]})
def tools(state: MessagesState):
    call = state["messages"][-1].tool_calls[-1]
    return {"messages": [ToolMessage(f"found {call['args']['q']}", tool_call_id=call["id"], id=f"tm-{call['id']}")]}
g = (StateGraph(MessagesState).add_node(model).add_node(review).add_node(tools)
     .add_edge(START, "model").add_conditional_edges("model", route).add_edge("tools", "model").compile(checkpointer=InMemorySaver()))
cfg = {"configurable": {"thread_id": "1"}}
for c in g.stream({"messages": [HumanMessage("weather?", id="h")]}, cfg, stream_mode="updates"):
    print(c)
for c in g.stream(Command(resume={"action": "update", "args": {"q": "lyon"}}), cfg, stream_mode="updates"):
    print(c)
print([(type(m).__name__, m.content, getattr(m, "tool_calls", None)) for m in g.get_state(cfg).values["messages"]])
cfg = {"configurable": {"thread_id": "2"}}
for c in g.stream({"messages": [HumanMessage("again", id="h2")]}, cfg, stream_mode="updates"):
    print(c)
for c in g.stream(Command(resume={"action": "feedback", "reason": "not that tool"}), cfg, stream_mode="updates"):
    print(c)
