from dataclasses import dataclass
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.runtime import Runtime, get_runtime

@dataclass
class ContextSchema:
    llm_provider: str = "openai"
    user: str = "anon"

class State(TypedDict):
    value: str

def node(state: State, runtime: Runtime[ContextSchema]):
    print("ctx", runtime.context, runtime.store, type(runtime.previous).__name__)
    return {"value": f"{state['value']} via {runtime.context.llm_provider}"}

def node2(state: State):
    rt = get_runtime(ContextSchema)
    return {"value": state["value"] + f" for {rt.context.user}"}

builder = StateGraph(State, context_schema=ContextSchema)
builder.add_node(node)
builder.add_node(node2)
builder.add_edge(START, "node")
builder.add_edge("node", "node2")
graph = builder.compile()
print(graph.invoke({"value": "hi"}, context=ContextSchema(llm_provider="anthropic", user="bob")))
print(graph.invoke({"value": "hi"}, context={"llm_provider": "x"}) if False else "skip")
try:
    print(graph.invoke({"value": "hi"}))
except AttributeError as e:
    print("ERR", e)
print(graph.invoke({"value": "hi"}, context={"llm_provider": "dict", "user": "d"}))
