# https://github.com/langchain-ai/langgraph/issues/5932: multiple stream modes with subgraphs=True
from typing import TypedDict
from langchain_core.messages import AIMessage, HumanMessage, BaseMessage
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.config import get_stream_writer

class ChildState(TypedDict):
    messages: list[BaseMessage]

model = GenericFakeChatModel(messages=iter([AIMessage("hello from child", id="m1"), AIMessage("second", id="m2")]))

def call_llm_model(state: ChildState):
    get_stream_writer()({"child": "progress"})
    out = model.invoke([HumanMessage(content="hi")])
    return {"messages": [out]}

child = StateGraph(ChildState)
child.add_node("child", call_llm_model)
child.add_edge(START, "child"); child.add_edge("child", END)
child_graph = child.compile()

class ParentState(TypedDict):
    messages: list[BaseMessage]

def parent_node(state):
    return {"messages": [HumanMessage("from parent", id="p1")]}

parent = StateGraph(ParentState)
parent.add_node("parent", parent_node)
parent.add_node("child_graph", child_graph)
parent.add_edge(START, "parent"); parent.add_edge("parent", "child_graph"); parent.add_edge("child_graph", END)
graph = parent.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}

def show(x):
    if isinstance(x, BaseMessage):
        return f"{type(x).__name__}({x.content!r})"
    if isinstance(x, dict):
        return {k: show(v) for k, v in x.items()}
    if isinstance(x, (list, tuple)):
        return [show(v) for v in x]
    return x

for ns, mode, data in graph.stream({"messages": []}, cfg, stream_mode=["updates", "messages", "custom", "values"], subgraphs=True):
    if mode == "messages":
        msg, meta = data
        print([p.split(":")[0] for p in ns], mode, show(msg), meta["langgraph_node"], meta["langgraph_step"], meta["langgraph_checkpoint_ns"].split(":")[0], sorted(meta))
    else:
        print([p.split(":")[0] for p in ns], mode, show(data))
for mode, data in graph.stream({"messages": []}, {"configurable": {"thread_id": "2"}}, stream_mode=["messages", "custom"]):
    print(mode, show(data[0]) if mode == "messages" else data)
