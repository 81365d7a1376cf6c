# https://github.com/langchain-ai/langgraph/issues/2415 , #1582 : a prompt | model | lambda RunnableSequence as a node: astream_events v2 (no RunnableSequence run: the steps are children of the node run, streamed through each other), messages mode metadata tags in async and sync runs, a callback handler's run tree
import asyncio
from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.prompts import ChatPromptTemplate
from langchain_core.runnables import RunnableLambda
from langgraph.graph import StateGraph, MessagesState, START
model = GenericFakeChatModel(messages=iter([AIMessage("hello there friend", id="a1"), AIMessage("again you", id="a2"), AIMessage("third one", id="a3"), AIMessage("fourth", id="a4")]))
prompt = ChatPromptTemplate.from_messages([("system", "be nice"), ("placeholder", "{messages}")])
chain = prompt | model | RunnableLambda(lambda m: {"messages": [m]})
g = StateGraph(MessagesState); g.add_node("agent", chain); g.add_conditional_edges("agent", lambda s: "__end__", ["__end__"]); g.add_edge(START, "agent")
app = g.compile()
async def main():
    async for ev in app.astream_events({"messages": [HumanMessage("hi", id="h")]}, version="v2"):
        d = ev["data"]
        print(ev["event"], ev["name"], sorted(ev["tags"]), ev["metadata"].get("langgraph_node"), str(d.get("chunk", ""))[:60])
    async for m, meta in app.astream({"messages": [HumanMessage("hi", id="h")]}, stream_mode="messages"):
        print(m.content, sorted(meta.get("tags", [])), meta["langgraph_node"])
    for m, meta in app.stream({"messages": [HumanMessage("hi", id="h")]}, stream_mode="messages"):
        print(m.content, sorted(meta.get("tags", [])), meta["langgraph_node"])
asyncio.run(main())
class Rec(BaseCallbackHandler):
    def __init__(self):
        self.ids = {}
    def _id(self, r):
        return self.ids.setdefault(r, len(self.ids))
    def on_chain_start(self, serialized, inputs, *, run_id, parent_run_id=None, tags=None, **kw):
        print("chain", kw.get("name"), self._id(run_id), parent_run_id and self._id(parent_run_id), sorted(tags or []))
    def on_chat_model_start(self, serialized, messages, *, run_id, parent_run_id=None, tags=None, **kw):
        print("model", self._id(run_id), parent_run_id and self._id(parent_run_id), sorted(tags or []))
app.invoke({"messages": [HumanMessage("hi", id="h")]}, {"callbacks": [Rec()]})
