# https://github.com/langchain-ai/langgraph/pull/3238 , #5932 : an async web handler streaming ["messages","updates","custom"] with subgraphs=True: metadata (langgraph_node, langgraph_step, tags, checkpoint_ns), SSE lines
import asyncio, json
from typing import Annotated, TypedDict
from langchain_core.language_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.graph import StateGraph, START, MessagesState
from langgraph.config import get_stream_writer
from langgraph.checkpoint.memory import InMemorySaver

inner_model = GenericFakeChatModel(messages=iter([AIMessage("inner words here", id="m-inner")]))
outer_model = GenericFakeChatModel(messages=iter([AIMessage("outer reply", id="m-outer")]))

async def inner_node(state: MessagesState):
    get_stream_writer()({"progress": "inner"})
    msg = await inner_model.ainvoke(state["messages"], config={"tags": ["inner-llm"], "metadata": {"purpose": "draft"}})
    return {"messages": [msg]}
sb = StateGraph(MessagesState); sb.add_node("inner_node", inner_node); sb.add_edge(START, "inner_node")
sub = sb.compile()

async def outer_node(state: MessagesState):
    msg = await outer_model.ainvoke(state["messages"], config={"tags": ["nostream"]} if False else None)
    return {"messages": [msg]}
pb = StateGraph(MessagesState)
pb.add_node("research", sub); pb.add_node("answer", outer_node)
pb.add_edge(START, "research"); pb.add_edge("research", "answer")
graph = pb.compile(checkpointer=InMemorySaver())

async def sse_handler(question: str, thread: str):
    cfg = {"configurable": {"thread_id": thread}, "tags": ["web"], "metadata": {"user": "u1"}}
    async for ns, mode, data in graph.astream({"messages": [HumanMessage(question, id="q")]}, cfg,
                                              stream_mode=["messages", "updates", "custom"], subgraphs=True):
        if mode == "messages":
            chunk, meta = data
            keep = {k: meta[k] for k in ("langgraph_node", "langgraph_step", "langgraph_triggers", "tags", "purpose", "user", "thread_id") if k in meta}
            keep["ns"] = [p.split(":")[0] for p in meta.get("langgraph_checkpoint_ns", "").split("|")]
            yield f"event: messages\ndata: {json.dumps({'ns': [p.split(':')[0] for p in ns], 'content': chunk.content, 'id': chunk.id, 'meta': keep}, default=str)}\n"
        elif mode == "updates":
            yield f"event: updates\ndata: {json.dumps({'ns': [p.split(':')[0] for p in ns], 'nodes': sorted(data)})}\n"
        else:
            yield f"event: custom\ndata: {json.dumps(data)}\n"

async def main():
    async for line in sse_handler("hi", "t1"):
        print(line, end="")
asyncio.run(main())
