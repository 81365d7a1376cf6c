# https://github.com/langchain-ai/langchain-google/issues/1333 : update_state on a historical checkpoint with add_messages (fork must not aggregate later messages), async
import asyncio
from typing import Annotated
from typing_extensions import TypedDict
from langchain_core.messages import HumanMessage, BaseMessage
from langgraph.graph import StateGraph, START, END
from langgraph.graph.message import add_messages
from langgraph.checkpoint.memory import InMemorySaver

class State(TypedDict):
    messages: Annotated[list[BaseMessage], add_messages]
wf = StateGraph(State)
wf.add_node("pass", lambda state: state)
wf.add_edge(START, "pass"); wf.add_edge("pass", END)
graph = wf.compile(checkpointer=InMemorySaver())

async def main():
    config = {"configurable": {"thread_id": "t"}}
    await graph.ainvoke({"messages": [HumanMessage(content="Message A", id="a")]}, config)
    await graph.ainvoke({"messages": [HumanMessage(content="Message B", id="b")]}, config)
    history = [s async for s in graph.aget_state_history(config)]
    print([(h.metadata["step"], h.metadata["source"], [m.content for m in h.values.get("messages", [])]) for h in history])
    first_input = history[-1]
    after_a = [h for h in history if [m.content for m in h.values.get("messages", [])] == ["Message A"]][-1]
    try:
        await graph.aupdate_state(first_input.config, {"messages": [HumanMessage(content="Message C", id="c")]})
    except Exception as e:
        print("async fork at input:", type(e).__name__, e)
    c1 = graph.update_state(first_input.config, {"messages": [HumanMessage(content="Message C", id="c")]})
    print("sync fork at input", [m.content for m in (await graph.aget_state(c1)).values["messages"]], (await graph.aget_state(c1)).next)
    c1 = await graph.aupdate_state(first_input.config, {"messages": [HumanMessage(content="Message C2", id="c2")]}, as_node="__start__")
    print("async fork at input as __start__", [m.content for m in (await graph.aget_state(c1)).values["messages"]], (await graph.aget_state(c1)).next)
    c2 = await graph.aupdate_state(after_a.config, {"messages": [HumanMessage(content="Message D", id="d")]})
    print("fork after A", [m.content for m in (await graph.aget_state(c2)).values["messages"]])
    out = await graph.ainvoke({"messages": [HumanMessage(content="Message E", id="e")]}, c2)
    print("continue fork", [m.content for m in out["messages"]])
    latest = await graph.aget_state(config)
    print("latest", [m.content for m in latest.values["messages"]])
    c3 = await graph.aupdate_state(after_a.config, None)
    print("fork no values", (await graph.aget_state(c3)).next, [m.content for m in (await graph.aget_state(c3)).values["messages"]])
    print(len([s async for s in graph.aget_state_history(config)]))
asyncio.run(main())
