# https://github.com/langchain-ai/langgraph/issues/6330 : node metadata from add_node(metadata=...), a subgraph given with_config(tags=, run_name=, metadata=) and a graph-level with_config: the tags / metadata / names astream_events(version="v2") shows for the graph, the nodes, the subgraph and a fake chat model inside it, and the messages-mode metadata keys of its tokens
import asyncio
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage
from langgraph.graph import StateGraph, START, MessagesState
model = GenericFakeChatModel(messages=iter([AIMessage("a b", id="m1"), AIMessage("c d", id="m2")]))
async def inner(s): return {"messages": [await model.ainvoke(s["messages"], config={"tags": ["model-tag"], "metadata": {"who": "model"}})]}
sub = StateGraph(MessagesState).add_node("inner", inner, metadata={"kind": "llm"}).add_edge(START, "inner").compile().with_config(tags=["sub-tag"], run_name="SubRun", metadata={"level": "sub"})
g = (StateGraph(MessagesState).add_node("first", lambda s: {"messages": []}, metadata={"kind": "plain"}).add_node("sub", sub)
     .add_edge(START, "first").add_edge("first", "sub").compile().with_config(tags=["root-tag"], run_name="Root", metadata={"level": "root"}))
KEEP = ("kind", "level", "who", "langgraph_node", "ls_model_type")
async def main():
    async for e in g.astream_events({"messages": [("user", "hi")]}, version="v2"):
        if e["event"] in ("on_chat_model_stream", "on_chain_stream"):
            continue
        print(e["event"], e["name"], sorted(t for t in e["tags"] if not t.startswith("seq:")), {k: e["metadata"][k] for k in KEEP if k in e["metadata"]})
    async for chunk, md in g.astream({"messages": [("user", "hi")]}, stream_mode="messages"):
        print(repr(chunk.content), {k: md[k] for k in KEEP if k in md}, sorted(md.get("tags", [])))
asyncio.run(main())
