# https://github.com/langchain-ai/langgraph/issues/66 : LCEL chains as nodes (prompt | model | StrOutputParser | lambda, prompt | model | JsonOutputParser, RunnablePassthrough.assign): the state they leave, "messages" mode chunks (do parser outputs stream?), "updates" chunks, and the callback chain-start names per node
from typing_extensions import TypedDict
from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage
from langchain_core.output_parsers import StrOutputParser, JsonOutputParser
from langchain_core.prompts import ChatPromptTemplate
from langchain_core.runnables import RunnableLambda, RunnablePassthrough
from langgraph.graph import StateGraph, START
class S(TypedDict, total=False):
    topic: str
    text: str
    data: dict
    extra: str
def mk(t):
    return GenericFakeChatModel(messages=iter([AIMessage(t, id="m") for _ in range(20)]))
prompt = ChatPromptTemplate.from_messages([("human", "write about {topic}")])
text_chain = prompt | mk("some text here") | StrOutputParser() | RunnableLambda(lambda t: {"text": t.upper()})
json_chain = prompt | mk('{"a": 1, "b": [2]}') | JsonOutputParser() | (lambda d: {"data": d})
assign = RunnablePassthrough.assign(extra=lambda s: s["topic"] + "!") | (lambda s: {"extra": s["extra"]})
g = StateGraph(S).add_node("text", text_chain).add_node("json", json_chain).add_node("assign", assign).add_edge(START, "text").add_edge("text", "json").add_edge("json", "assign").compile()
print(g.invoke({"topic": "cats"}))
for ch, meta in g.stream({"topic": "cats"}, stream_mode="messages"):
    print(type(ch).__name__, repr(ch.content), meta["langgraph_node"])
print(list(g.stream({"topic": "dogs"}, stream_mode="updates")))
class H(BaseCallbackHandler):
    def __init__(self): self.names = []
    def on_chain_start(self, serialized, inputs, *, name=None, metadata=None, **kw):
        self.names.append((name, (metadata or {}).get("langgraph_node")))
    def on_chat_model_start(self, serialized, messages, *, metadata=None, **kw):
        self.names.append(("MODEL", (metadata or {}).get("langgraph_node")))
    def on_llm_start(self, *a, **kw):
        self.names.append(("LLM", None))
h = H()
g.invoke({"topic": "x"}, {"callbacks": [h]})
print(h.names)
