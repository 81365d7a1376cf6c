# https://github.com/langchain-ai/langgraph/issues/4455 : stream_mode="messages" with subgraphs=True for tokens streamed by a fake chat model in a subgraph reached through Send: the namespace, langgraph_node, langgraph_step, langgraph_triggers, langgraph_path head and checkpoint_ns of each chunk, per branch
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage
from langgraph.graph import StateGraph, START, MessagesState
from langgraph.types import Send
class W(TypedDict):
    topic: str
    out: Annotated[list, operator.add]
def make_model(t): return GenericFakeChatModel(messages=iter([AIMessage(t + " x", id="m-" + t)]))
def writer(s):
    return {"out": [make_model(s["topic"]).invoke("go").content]}
sub = StateGraph(W).add_node("writer", writer).add_edge(START, "writer").compile()
class S(TypedDict):
    topics: list
    out: Annotated[list, operator.add]
b = StateGraph(S)
b.add_node("work", sub)
b.add_conditional_edges(START, lambda s: [Send("work", {"topic": t, "out": []}) for t in s["topics"]], ["work"])
g = b.compile()
rows = []
for ns, (chunk, md) in g.stream({"topics": ["a", "b"], "out": []}, stream_mode="messages", subgraphs=True):
    rows.append((tuple(p.split(":")[0] for p in ns), len(ns), chunk.content, chunk.id, md["langgraph_node"], md["langgraph_step"], md["langgraph_triggers"], md["langgraph_path"][0], len(md["langgraph_path"]), md["langgraph_checkpoint_ns"].count("|"), md.get("checkpoint_ns", "").count("|"), md.get("ls_model_type")))
for r in sorted(rows, key=repr): print(r)
print(sorted(g.invoke({"topics": ["a"], "out": []})["out"]))
