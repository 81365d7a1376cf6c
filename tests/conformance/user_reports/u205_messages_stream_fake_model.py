# https://github.com/langchain-ai/langgraph-supervisor-py/issues/226 , langgraph #5010 : astream stream_mode ["messages","updates"] with GenericFakeChatModel in a subgraph, subgraphs True/False
import asyncio
from langchain_core.language_models import GenericFakeChatModel
from langchain_core.messages import AIMessage
from langgraph.graph import StateGraph, MessagesState, START, END

def model(): return GenericFakeChatModel(messages=iter([AIMessage("hello big world", id="m1"), AIMessage("second reply", id="m2")]))
llm = model()
async def inner_call(s):
    r = await llm.ainvoke(s["messages"])
    return {"messages": [r]}
sb = StateGraph(MessagesState); sb.add_node("inner_call", inner_call); sb.add_edge(START, "inner_call")
sub = sb.compile()
llm2 = GenericFakeChatModel(messages=iter([AIMessage("outer words", id="o1")]))
async def outer(s):
    return {"messages": [await llm2.ainvoke(s["messages"])]}
pb = StateGraph(MessagesState); pb.add_node("agent", sub); pb.add_node("outer", outer)
pb.add_edge(START, "agent"); pb.add_edge("agent", "outer")
g = pb.compile()
async def main():
    global llm, llm2
    for subgraphs in (False, True):
        llm = model(); llm2 = GenericFakeChatModel(messages=iter([AIMessage("outer words", id="o1")]))
        async for ch in g.astream({"messages": [("user", "hi")]}, stream_mode=["messages", "updates"], subgraphs=subgraphs):
            if subgraphs:
                ns, mode, data = ch; ns = [x.split(":")[0] for x in ns]
            else:
                mode, data = ch; ns = None
            if mode == "messages":
                m, meta = data
                print(ns, mode, type(m).__name__, repr(m.content), m.id, meta["langgraph_node"], meta.get("langgraph_checkpoint_ns", "").split(":")[0], meta.get("ls_model_type"))
            else:
                print(ns, mode, {k: [(type(x).__name__, x.content) for x in v["messages"]] for k, v in data.items()})
asyncio.run(main())
