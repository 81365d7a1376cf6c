from typing_extensions import TypedDict
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage
from langgraph.graph import StateGraph, START

a = GenericFakeChatModel(messages=iter([AIMessage("alpha one", id="x1")])).with_config(tags=["joke"])
b = GenericFakeChatModel(messages=iter([AIMessage("beta two", id="x2")])).with_config(tags=["poem"])
class S(TypedDict):
    t: str
def both(state):
    return {"t": a.invoke("q").content + " / " + b.invoke("q").content}
g = StateGraph(S).add_node("both", both).add_edge(START, "both").compile()
for msg, md in g.stream({"t": ""}, stream_mode="messages"):
    print(repr(msg.content), md.get("tags"), md["langgraph_node"], type(msg).__name__)
