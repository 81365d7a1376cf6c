# https://github.com/langchain-ai/langgraph/issues/1213 , #3380 : unusual things added as nodes: a StructuredTool (args read from the state), a chat model on a MessagesState (dict input), a RunnableBinding with tags/metadata/run_name (seen in messages metadata and callbacks), a generator function, an async generator RunnableLambda under astream_events, and the node's input/output in stream debug
import asyncio, operator
from typing import Annotated, TypedDict
from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.runnables import RunnableLambda
from langchain_core.tools import tool
from langgraph.graph import StateGraph, MessagesState, START
class S(TypedDict):
    a: int
    b: int
    out: Annotated[list, operator.add]
@tool
def adder(a: int, b: int) -> dict:
    """add"""
    return {"out": [a + b]}
g = StateGraph(S); g.add_node("adder", adder); g.add_edge(START, "adder")
try:
    print(g.compile().invoke({"a": 2, "b": 3, "out": []}))
except Exception as e:
    print("RAISED", type(e).__name__, str(e)[:200])
model = GenericFakeChatModel(messages=iter([AIMessage("hi there", id="m1"), AIMessage("bound reply", id="m2")]))
gm = StateGraph(MessagesState); gm.add_node("model", model); gm.add_edge(START, "model")
try:
    print(gm.compile().invoke({"messages": [HumanMessage("x", id="h")]}))
except Exception as e:
    print("RAISED", type(e).__name__, str(e)[:200])
bound = (RunnableLambda(lambda s: s["messages"]) | model | RunnableLambda(lambda m: {"messages": [m]})).with_config(tags=["mytag"], metadata={"who": "me"}, run_name="Named")
gb = StateGraph(MessagesState); gb.add_node("bound", bound); gb.add_edge(START, "bound")
runs = []
class Rec(BaseCallbackHandler):
    def on_chain_start(self, serialized, inputs, *, run_id, parent_run_id=None, tags=None, metadata=None, **kw):
        runs.append(("start", kw.get("name"), sorted(tags or []), (metadata or {}).get("who")))
for m, meta in gb.compile().stream({"messages": [HumanMessage("x", id="h")]}, {"callbacks": [Rec()]}, stream_mode="messages"):
    print(repr(m.content), sorted(meta.get("tags", [])), meta.get("who"), meta["langgraph_node"])
for r in runs:  # (printed after the stream: the node's thread reports them while the consumer prints chunks)
    print(*r)
def gen(s):
    yield {"out": [1]}
    yield {"out": [2]}
gg = StateGraph(S); gg.add_node("gen", gen); gg.add_edge(START, "gen")
try:
    print(gg.compile().invoke({"a": 0, "b": 0, "out": []}))
except Exception as e:
    print("RAISED", type(e).__name__, str(e)[:200])
async def agen(chunks):
    async for c in chunks:
        yield {"out": [c["a"]]}
        yield {"out": [c["b"]]}
ga = StateGraph(S); ga.add_node("agen", RunnableLambda(agen)); ga.add_edge(START, "agen")
async def main():
    try:
        print(await ga.compile().ainvoke({"a": 5, "b": 6, "out": []}))
    except Exception as e:
        print("RAISED", type(e).__name__, str(e)[:200])
    async for ev in ga.compile().astream_events({"a": 5, "b": 6, "out": []}, version="v2"):
        if ev["name"] == "agen":
            print(ev["event"], ev["data"])
asyncio.run(main())
