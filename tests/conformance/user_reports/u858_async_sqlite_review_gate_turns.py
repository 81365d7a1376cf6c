# https://github.com/langchain-ai/langgraph/issues/1800 , https://github.com/langchain-ai/langgraph/issues/6792 : an async review gate over AsyncSqliteSaver reopened (async with from_conn_string) for every turn: a proposal is rejected (Command(goto=..., update=RemoveMessage + a new human message)), then approved, then a new user turn; astream updates+values per turn, aget_state next/interrupts and aget_state_history counts and sources
import asyncio, operator, os, tempfile
from typing import Annotated, TypedDict
from langchain_core.messages import AIMessage, HumanMessage, RemoveMessage
from langgraph.graph import StateGraph, MessagesState, START, END
from langgraph.checkpoint.sqlite.aio import AsyncSqliteSaver
from langgraph.types import interrupt, Command
path = os.path.join(tempfile.mkdtemp(), "a.sqlite")
class S(MessagesState):
    approved: list
async def agent(s):
    n = len([m for m in s["messages"] if isinstance(m, HumanMessage)])
    return {"messages": [AIMessage("proposal %d" % n, id="p%d" % n)]}
async def gate(s):
    ans = interrupt({"proposal": s["messages"][-1].content})
    if ans == "edit":
        return Command(goto="agent", update={"messages": [RemoveMessage(id=s["messages"][-1].id), HumanMessage("again", id="again%d" % len(s["messages"]))]})
    return {"approved": (s.get("approved") or []) + [s["messages"][-1].content]}
g = StateGraph(S).add_node("agent", agent).add_node("gate", gate, destinations=("agent", END))
g.add_edge(START, "agent"); g.add_edge("agent", "gate"); g.add_edge("gate", END)
async def turn(inp, cfg):
    async with AsyncSqliteSaver.from_conn_string(path) as saver:
        app = g.compile(checkpointer=saver)
        chunks = []
        async for mode, ch in app.astream(inp, cfg, stream_mode=["updates", "values"]):
            if mode == "updates":
                chunks.append({k: (v if k == "__interrupt__" else sorted(v) if isinstance(v, dict) else v) for k, v in ch.items()} if "__interrupt__" not in ch else {"__interrupt__": [i.value for i in ch["__interrupt__"]]})
            else:
                chunks.append(([m.id for m in ch["messages"]], ch.get("approved")))
        st = await app.aget_state(cfg)
        hist = [h async for h in app.aget_state_history(cfg)]
        return chunks, st.next, [i.value for i in st.interrupts], len(hist), [h.metadata["source"] for h in hist][:4]
async def main():
    cfg = {"configurable": {"thread_id": "t"}}
    for inp in [{"messages": [HumanMessage("start", id="h1")]}, Command(resume="edit"), Command(resume="ok"), {"messages": [HumanMessage("next", id="h2")]}, Command(resume="ok")]:
        for row in await turn(inp, cfg):
            print(row)
        print("--")
asyncio.run(main())
