# https://github.com/langchain-ai/langgraph/issues/2331 : astream_events(version="v2") of a parent graph whose node is a compiled subgraph with a tagged node calling a fake chat model: the events kept by include_names, include_tags, include_types and exclude_types filters (event, name, tags, langgraph_node, checkpoint namespace depth)
import asyncio
from typing import TypedDict
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.graph import StateGraph, START, END
class S(TypedDict):
    q: str
    a: str
model = GenericFakeChatModel(messages=iter([AIMessage("hi there", id="m%d" % i) for i in range(8)]))
async def answer(s):
    r = await model.ainvoke([HumanMessage(s["q"])])
    return {"a": r.content}
def prep(s):
    return {"q": s["q"] + "?"}
sub = StateGraph(S).add_node("prep", prep).add_node("answer", answer).add_edge(START, "prep").add_edge("prep", "answer").compile(name="inner")
sub_tagged = sub.with_config(tags=["inner-tag"])
parent = StateGraph(S).add_node("child", sub_tagged).add_node("finish", lambda s: {"a": s["a"].upper()}).add_edge(START, "child").add_edge("child", "finish").compile(name="outer")
def row(e):
    ns = e["metadata"].get("langgraph_checkpoint_ns", "")
    return (e["event"], e["name"], sorted(t for t in e["tags"] if not t.startswith("graph:step")), e["metadata"].get("langgraph_node"), len(ns.split("|")) if ns else 0)
async def main():
    for kw in [dict(include_names=["answer", "inner"]), dict(include_tags=["inner-tag"]), dict(include_types=["chat_model"]), dict(include_names=["outer"], exclude_types=["chain"]), dict(exclude_types=["chain"])]:
        rows = [row(e) async for e in parent.astream_events({"q": "hello", "a": ""}, version="v2", **kw)]
        print(sorted(kw), rows)
asyncio.run(main())
