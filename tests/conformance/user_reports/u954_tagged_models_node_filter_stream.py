# https://github.com/langchain-ai/langgraph/issues/1932 : streaming only one node's tokens: two nodes each calling a fake chat model configured with tags (model.with_config(tags=[...])), streamed with stream_mode="messages"; the tokens kept by filtering on metadata["langgraph_node"] and on metadata["tags"], and the tags each chunk carries
from typing import TypedDict
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.graph import StateGraph, START, END
joke_model = GenericFakeChatModel(messages=iter([AIMessage("why the chicken", id="j1")])).with_config(tags=["joke"])
poem_model = GenericFakeChatModel(messages=iter([AIMessage("roses are red", id="p1")])).with_config(tags=["poem"], metadata={"kind": "verse"})
class S(TypedDict, total=False):
    topic: str
    joke: str
    poem: str
def write_joke(s):
    return {"joke": joke_model.invoke([HumanMessage(s["topic"])]).content}
def write_poem(s):
    return {"poem": poem_model.invoke([HumanMessage(s["topic"])]).content}
app = StateGraph(S).add_node("write_joke", write_joke).add_node("write_poem", write_poem).add_edge(START, "write_joke").add_edge("write_joke", "write_poem").add_edge("write_poem", END).compile()
rows = [(ch.content, meta["langgraph_node"], sorted(meta.get("tags", [])), meta.get("kind")) for ch, meta in app.stream({"topic": "cats"}, stream_mode="messages")]
print([r[0] for r in rows if r[1] == "write_poem"])
print([r[0] for r in rows if "joke" in r[2]])
print(rows)
