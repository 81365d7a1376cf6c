from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver

class State(TypedDict):
    input: str

def step_1(state): print("running s1"); return {"input": state["input"] + "1"}
def step_2(state): print("running s2"); return {"input": state["input"] + "2"}
def step_3(state): print("running s3"); return {"input": state["input"] + "3"}

builder = StateGraph(State)
builder.add_node("step_1", step_1)
builder.add_node("step_2", step_2)
builder.add_node("step_3", step_3)
builder.add_edge(START, "step_1")
builder.add_edge("step_1", "step_2")
builder.add_edge("step_2", "step_3")
builder.add_edge("step_3", END)
graph = builder.compile(checkpointer=InMemorySaver(), interrupt_before=["step_3"], interrupt_after=["step_1"])
thread = {"configurable": {"thread_id": "1"}}
for event in graph.stream({"input": "seed"}, thread, stream_mode="values"):
    print(event)
print(graph.get_state(thread).next)
for event in graph.stream(None, thread, stream_mode="values"):
    print(event)
print(graph.get_state(thread).next)
for event in graph.stream(None, thread, stream_mode="updates"):
    print(event)
print(graph.get_state(thread).next)
print(graph.invoke(None, thread))

g2 = builder.compile(checkpointer=InMemorySaver())
t2 = {"configurable": {"thread_id": "2"}}
print(g2.invoke({"input": "x"}, t2, interrupt_before=["step_2"]))
print(g2.get_state(t2).next)
print(g2.invoke(None, t2, interrupt_after=["step_2"]))
print(g2.invoke(None, t2))
g3 = builder.compile(checkpointer=InMemorySaver(), interrupt_before="*")
t3 = {"configurable": {"thread_id": "3"}}
for ev in g3.stream({"input": "s"}, t3, stream_mode="updates"):
    print(ev)
print(g3.get_state(t3).next)
for ev in g3.stream(None, t3, stream_mode="updates"):
    print(ev)
