# https://github.com/langchain-ai/langgraph/issues/6624 , #4841 : an async tool with InjectedState that calls interrupt() inside a ToolNode in a StateGraph; astream updates through the pause; resume; history tasks
import asyncio
from typing import Annotated
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool
from langgraph.graph import StateGraph, START, END, MessagesState
from langgraph.prebuilt import ToolNode, InjectedState
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(MessagesState):
    owner: str
@tool
async def transfer(amount: int, owner: Annotated[str, InjectedState("owner")]) -> str:
    """Transfer money."""
    ok = interrupt({"amount": amount, "owner": owner})
    return f"{owner} sent {amount}" if ok == "yes" else "cancelled"
def agent(s):
    return {"messages": [AIMessage("", id="a", tool_calls=[{"name": "transfer", "args": {"amount": 5}, "id": "c1"}])]}
g = (StateGraph(S).add_node("agent", agent).add_node("tools", ToolNode([transfer])).add_edge(START, "agent").add_edge("agent", "tools").add_edge("tools", END)
     .compile(checkpointer=InMemorySaver()))
async def main():
    cfg = {"configurable": {"thread_id": "1"}}
    async for ch in g.astream({"messages": [HumanMessage("pay", id="h")], "owner": "ann"}, cfg, stream_mode="updates"):
        print({k: ([i.value for i in v] if k == "__interrupt__" else sorted(v)) for k, v in ch.items()})
    st = await g.aget_state(cfg)
    print(st.next, [(t.name, [i.value for i in t.interrupts]) for t in st.tasks])
    async for ch in g.astream(Command(resume="yes"), cfg, stream_mode="updates"):
        print({k: [(type(m).__name__, m.content) for m in v["messages"]] for k, v in ch.items()})
    print([(h.metadata["step"], [(t.name, bool(t.interrupts)) for t in h.tasks]) async for h in g.aget_state_history(cfg)])
asyncio.run(main())
