# https://github.com/langchain-ai/langgraph/issues/4796 , #5932 : an async web handler (SSE) streaming ["updates","values","messages","custom"] with subgraphs=True through an interrupt in a subgraph, then the resume request
import asyncio, json
from typing import Annotated, TypedDict
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.graph import StateGraph, START, MessagesState
from langgraph.config import get_stream_writer
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver

async def draft(state: MessagesState):
    get_stream_writer()({"status": "drafting"})
    return {"messages": [AIMessage("draft text", id="d")]}
async def approve(state: MessagesState):
    ok = interrupt({"question": "approve?", "draft": state["messages"][-1].content})
    return {"messages": [AIMessage(f"approved={ok}", id="a")]}
sb = StateGraph(MessagesState); sb.add_node("draft", draft); sb.add_node("approve", approve)
sb.add_edge(START, "draft"); sb.add_edge("draft", "approve")
pb = StateGraph(MessagesState); pb.add_node("team", sb.compile()); pb.add_edge(START, "team")
graph = pb.compile(checkpointer=InMemorySaver())

def enc(ns, mode, data):
    ns = [p.split(":")[0] for p in ns]
    if mode == "messages":
        m, meta = data
        data = {"type": type(m).__name__, "content": m.content, "node": meta["langgraph_node"]}
    elif mode == "values":
        data = {k: ([x.content for x in v] if k == "messages" else repr(v)) for k, v in data.items()}
    elif mode == "updates":
        data = {k: (repr(v) if k == "__interrupt__" else sorted(v or {})) for k, v in data.items()}
    return f"event: {mode}\ndata: {json.dumps({'ns': ns, 'data': data})}\n"

async def handler(body, thread):
    cfg = {"configurable": {"thread_id": thread}}
    inp = Command(resume=body["resume"]) if "resume" in body else {"messages": [HumanMessage(body["text"], id="h")]}
    return [enc(*c) async for c in graph.astream(inp, cfg, stream_mode=["updates", "values", "messages", "custom"], subgraphs=True)]
async def main():
    for body in ({"text": "write"}, {"resume": "yes"}):
        for line in await handler(body, "t"):
            print(line, end="")
        print("----")
asyncio.run(main())
