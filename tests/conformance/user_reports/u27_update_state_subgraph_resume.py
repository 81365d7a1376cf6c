# https://github.com/langchain-ai/langgraph/issues/4523: update state fails when resuming subgraph after interrupt
from typing import TypedDict, Annotated, Sequence
from langchain_core.messages import BaseMessage, HumanMessage, AIMessage
from langgraph.graph import StateGraph, END, START, add_messages
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import MemorySaver

class InputState(TypedDict):
    message: str

class GraphState(InputState):
    messages: Annotated[Sequence[BaseMessage], add_messages]

def ask_problem_description_node(state: GraphState) -> dict:
    return {"messages": [AIMessage(content="Please describe your problem", id="q1")]}

def wait_node(state: GraphState) -> dict:
    answer = interrupt("describe")
    return {"messages": [HumanMessage(content=answer, id="a1")]}

def summarize(state: GraphState) -> dict:
    return {"messages": [AIMessage(content=f"summary of {len(state['messages'])}", id="s1")]}

sb = StateGraph(GraphState, input_schema=InputState)
sb.add_node("ask", ask_problem_description_node); sb.add_node("wait", wait_node); sb.add_node("summarize", summarize)
sb.add_edge(START, "ask"); sb.add_edge("ask", "wait"); sb.add_edge("wait", "summarize"); sb.add_edge("summarize", END)
sub = sb.compile()

pb = StateGraph(GraphState, input_schema=InputState)
pb.add_node("support", sub)
pb.add_edge(START, "support"); pb.add_edge("support", END)
g = pb.compile(checkpointer=MemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
print(g.invoke({"message": "hi"}, cfg))
st = g.get_state(cfg, subgraphs=True)
sub_cfg = st.tasks[0].state.config
print(st.tasks[0].state.values)
# update the parent state while the subgraph is paused
g.update_state(cfg, {"messages": [HumanMessage("parent note", id="pn")]})
st = g.get_state(cfg, subgraphs=True)
print(st.next, [m.content for m in st.values["messages"]], st.tasks[0].state is not None if st.tasks else None)
# update the subgraph state through its own config
g.update_state(sub_cfg, {"messages": [HumanMessage("sub note", id="sn")]})
st = g.get_state(cfg, subgraphs=True)
print(st.next, [t.name for t in st.tasks], [m.content for m in st.tasks[0].state.values["messages"]] if st.tasks and st.tasks[0].state else None)
out = g.invoke(Command(resume="my printer is broken"), cfg)
print([m.content for m in out["messages"]])
