# https://github.com/langchain-ai/langgraph/issues/3362 : a fake chat model called inside a subgraph node and inside the parent, streamed with stream_mode="messages" and subgraphs=True (and without): the namespace of each token chunk, the metadata keys langgraph_node / langgraph_checkpoint_ns / checkpoint_ns / langgraph_path, and the final text per node
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    out: Annotated[list, operator.add]
def mk_model(text):
    return GenericFakeChatModel(messages=iter([AIMessage(text)] * 4))
inner_model = mk_model("inner words")
outer_model = mk_model("outer")
def speak(s): return {"out": [inner_model.invoke("hi").content]}
def top(s): return {"out": [outer_model.invoke("hi").content]}
child = StateGraph(S).add_node("speak", speak).add_edge(START, "speak").compile()
g = StateGraph(S).add_node("top", top).add_node("child", child).add_edge(START, "top").add_edge("top", "child").compile(checkpointer=InMemorySaver())
def ns_of(md):
    return [p.split(":")[0] for p in md.get("langgraph_checkpoint_ns", "").split("|") if p]
for sub in [True, False]:
    texts = {}
    for item in g.stream({"out": []}, {"configurable": {"thread_id": str(sub)}}, stream_mode="messages", subgraphs=sub):
        if sub:
            ns, (msg, md) = item
            key = ([n.split(":")[0] for n in ns], md["langgraph_node"])
        else:
            msg, md = item
            key = ((), md["langgraph_node"])
        if str(key) not in texts:
            print(sub, key, ns_of(md), md.get("checkpoint_ns", "").split(":")[0], md["langgraph_path"][:2], md["langgraph_step"], md["langgraph_triggers"])
        texts[str(key)] = texts.get(str(key), "") + msg.content
    print(sub, sorted(texts.items()))
