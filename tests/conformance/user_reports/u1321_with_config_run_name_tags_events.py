# https://github.com/langchain-ai/langgraph/issues/1568 : a graph given run_name / tags with with_config (and compile(name=...)) streamed with astream_events v2 and stream_mode="messages": the root event's name, tags on node and model events, the messages metadata tags; and a subgraph bound the same way inside the parent
import asyncio
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.graph import StateGraph, MessagesState, START
model = GenericFakeChatModel(messages=iter([AIMessage("w1 w2", id="x%d" % i) for i in range(50)]))
def call(s): return {"messages": [model.invoke(s["messages"])]}
sub = StateGraph(MessagesState).add_node("call", call).add_edge(START, "call").compile(name="inner_graph").with_config(run_name="inner_run", tags=["inner_tag"])
g = StateGraph(MessagesState).add_node("sub", sub).add_edge(START, "sub").compile(name="outer_graph")
bound = g.with_config(run_name="outer_run", tags=["outer_tag"])
inp = {"messages": [HumanMessage("hi", id="h")]}
print([(c.content, sorted(m.get("tags", [])), m["langgraph_node"]) for c, m in bound.stream(inp, stream_mode="messages")])
print([(ns and [n.split(":")[0] for n in ns], c[0].content, sorted(c[1].get("tags", []))) for ns, c in bound.stream(inp, stream_mode="messages", subgraphs=True)][:2])
async def main():
    for runnable in [g, bound]:
        rows = []
        async for e in runnable.astream_events(inp, version="v2"):
            if e["event"].endswith("_start"):
                rows.append((e["event"], e["name"], sorted(t for t in e["tags"] if not t.startswith("graph:step")), e["metadata"].get("langgraph_node")))
        print(rows)
asyncio.run(main())
