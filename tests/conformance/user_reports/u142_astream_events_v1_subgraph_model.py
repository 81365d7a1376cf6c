# https://github.com/langchain-ai/langgraph/pull/320 (round 2) , mlflow#14533 : astream_events v1 and v2 with a chat model inside a subgraph: names, tags, parent count
import asyncio
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage
from langgraph.graph import StateGraph, MessagesState, START, END

model = GenericFakeChatModel(messages=iter([AIMessage(f"r{i}", id=f"r{i}") for i in range(4)]))
async def call(state):
    return {"messages": [await model.ainvoke(state["messages"])]}
sb = StateGraph(MessagesState); sb.add_node("call", call); sb.add_edge(START, "call"); sb.add_edge("call", END)
sub = sb.compile(name="inner_graph")
pb = StateGraph(MessagesState); pb.add_node("child", sub); pb.add_edge(START, "child"); pb.add_edge("child", END)
g = pb.compile()

def show(ev):
    md = ev.get("metadata", {})
    return (ev["event"], ev["name"], sorted(t for t in ev.get("tags", []) if not t.startswith("seq:")), md.get("langgraph_node"), md.get("langgraph_step"), md.get("langgraph_checkpoint_ns", "").count("|"), len(ev.get("parent_ids", [])))

async def main():
    for v in ["v2", "v1"]:
        print("---", v)
        async for ev in g.astream_events({"messages": [("user", "hi")]}, version=v):
            if ev["event"] != "on_chat_model_stream":
                print(show(ev))
asyncio.run(main())
