# https://github.com/langchain-ai/langsmith-docs/issues/464 , https://github.com/langchain-ai/langgraph/issues/6486 : the tutorials' create_tool_node_with_fallback: ToolNode(tools).with_retry(...).with_fallbacks([RunnableLambda(handle_tool_error)], exception_key="error") as the tools node of an assistant loop (a flaky tool retried, a failing one answered by the fallback, a tool that interrupts, which the fallback also catches in LangGraph), streamed with updates + custom; the same node run async; and a ToolNode piped into a runnable
import asyncio
from typing import Annotated
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.runnables import RunnableLambda
from langchain_core.tools import tool
from langgraph.graph import StateGraph, MessagesState, START, END
from langgraph.prebuilt import ToolNode, tools_condition, InjectedState, InjectedStore
from langgraph.store.memory import InMemoryStore
from langgraph.store.base import BaseStore
from langgraph.config import get_stream_writer
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
def handle_tool_error(state) -> dict:
    return {"messages": [ToolMessage(content=f"Error: {state.get('error')!r}", tool_call_id=tc["id"]) for tc in state["messages"][-1].tool_calls]}
attempts = {"n": 0}
@tool
def flaky(q: str, state: Annotated[dict, InjectedState], store: Annotated[BaseStore, InjectedStore()]) -> str:
    """f"""
    attempts["n"] += 1
    get_stream_writer()({"attempt": attempts["n"]})
    store.put(("log",), str(attempts["n"]), {"q": q})
    if q == "bad" or attempts["n"] == 1:
        raise ConnectionError("down %d" % attempts["n"])
    return "%s after %d, %d msgs" % (q, attempts["n"], len(state["messages"]))
@tool
def ask(q: str) -> str:
    """a"""
    return interrupt(q)
def build(node):
    msgs = iter([AIMessage("", id="a1", tool_calls=[{"name": "flaky", "args": {"q": "ok"}, "id": "t1"}]), AIMessage("", id="a2", tool_calls=[{"name": "flaky", "args": {"q": "bad"}, "id": "t2"}]), AIMessage("", id="a3", tool_calls=[{"name": "ask", "args": {"q": "sure?"}, "id": "t3"}]), AIMessage("done", id="a4")])
    g = StateGraph(MessagesState).add_node("assistant", lambda s: {"messages": [next(msgs)]}).add_node("tools", node)
    g.add_edge(START, "assistant"); g.add_conditional_edges("assistant", tools_condition); g.add_edge("tools", "assistant")
    return g.compile(store=InMemoryStore(), checkpointer=InMemorySaver())
node = ToolNode([flaky, ask]).with_retry(stop_after_attempt=2, retry_if_exception_type=(ConnectionError,)).with_fallbacks([RunnableLambda(handle_tool_error)], exception_key="error")
app = build(node)
cfg = {"configurable": {"thread_id": "1"}}
for mode, ch in app.stream({"messages": [HumanMessage("go", id="h")]}, cfg, stream_mode=["updates", "custom"]):
    print(mode, ch if mode == "custom" else {k: ([(type(m).__name__, m.content[:50]) for m in v["messages"]] if k != "__interrupt__" else [i.value for i in v]) for k, v in ch.items()})
print(app.get_state(cfg).next, attempts)
print([m.content for m in app.invoke(Command(resume="yes"), cfg)["messages"]][-3:])
attempts["n"] = 0
async def main():
    app2 = build(ToolNode([flaky, ask]).with_fallbacks([RunnableLambda(handle_tool_error)], exception_key="error"))
    out = await app2.ainvoke({"messages": [HumanMessage("go", id="h")]}, {"configurable": {"thread_id": "2"}})
    print([m.content[:40] for m in out["messages"]])
asyncio.run(main())
piped = ToolNode([flaky]) | RunnableLambda(lambda out: {"messages": [ToolMessage(out["messages"][0].content.upper(), tool_call_id=out["messages"][0].tool_call_id)]})
attempts["n"] = 5
g = StateGraph(MessagesState).add_node("tools", piped).add_edge(START, "tools").compile(store=InMemoryStore())
print([m.content for m in g.invoke({"messages": [AIMessage("", tool_calls=[{"name": "flaky", "args": {"q": "x"}, "id": "p1"}])]})["messages"]])
