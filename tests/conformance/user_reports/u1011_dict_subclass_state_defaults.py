# https://github.com/langchain-ai/langgraph/issues/3661 : a state schema written as a Dict subclass with Annotated class attributes and defaults (class TestState(Dict): input: Annotated[str, lambda x, y: x] = ""): what each node receives, the keys kept, and the result when invoked with TestState(input=...)
from typing import Annotated, Dict
from langgraph.graph import StateGraph, END
class TestState(Dict):
    input: Annotated[str, lambda x, y: x] = ""
    step: Annotated[str, lambda x, y: x] = "start"
    output: Annotated[str, lambda x, y: x] = ""
seen = []
def start_node(state):
    seen.append(("start", dict(state)))
    return {"step": "next", "output": "Step 1 done"}
def next_node(state):
    seen.append(("next", dict(state)))
    return {"step": "end", "output": "Step 2 done"}
graph = StateGraph(TestState)
graph.add_node("start", start_node)
graph.add_node("next", next_node)
graph.add_edge("start", "next")
graph.add_edge("next", END)
graph.set_entry_point("start")
app = graph.compile()
print(sorted(c for c in app.channels if not c.startswith(("__pregel", "branch"))))
print(app.invoke(TestState(input="test input")), seen)
seen.clear()
print(list(app.stream({"input": "x", "step": "s"}, stream_mode="updates")), seen)
