# https://github.com/langchain-ai/langgraph/issues/4028: resume multiple interrupts from parallel subgraphs
import operator
from typing import Annotated, TypedDict
from langgraph.checkpoint.memory import MemorySaver
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command, Send, interrupt

class ChildState(TypedDict):
    prompt: str
    human_inputs: Annotated[list[str], operator.add]

def get_human_input(state: ChildState):
    v = interrupt(state["prompt"])
    return {"human_inputs": [f"{state['prompt']}={v}"]}

child = StateGraph(ChildState)
child.add_node("get_human_input", get_human_input)
child.add_edge(START, "get_human_input")
child_graph = child.compile()

class ParentState(TypedDict):
    prompts: list[str]
    human_inputs: Annotated[list[str], operator.add]

def assign(state):
    return [Send("child_graph", {"prompt": p}) for p in state["prompts"]]

def cleanup(state):
    return {"human_inputs": ["cleanup"]}

p = StateGraph(ParentState)
p.add_node("child_graph", child_graph)
p.add_node("cleanup", cleanup)
p.add_conditional_edges(START, assign, ["child_graph"])
p.add_edge("child_graph", "cleanup")
p.add_edge("cleanup", END)
g = p.compile(checkpointer=MemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
chunks = []
for ch in g.stream({"prompts": ["a", "b"]}, cfg, stream_mode="updates"):
    if "__interrupt__" in ch:
        chunks.append(("interrupt", [i.value for i in ch["__interrupt__"]]))
    else:
        chunks.append(ch)
print(sorted(map(str, chunks)))
st = g.get_state(cfg)
print(st.next, sorted(i.value for i in st.interrupts))
try:
    list(g.stream(Command(resume="Test Input"), cfg))
except Exception as e:
    print("plain resume raised", type(e).__name__, str(e)[:80])
m = {i.id: "in-" + i.value for i in st.interrupts}
res = [c for c in g.stream(Command(resume=m), cfg, stream_mode="updates")]
print(sorted(str(c) for c in res))
print(g.get_state(cfg).values)
