# https://github.com/langchain-ai/langgraph/issues/1144 : AsyncSqliteSaver over a file, opened with from_conn_string once per turn: a subgraph interrupt left pending, the thread reopened, aget_state(subgraphs=True), the resume, and aget_state_history with limit and a metadata filter
import asyncio, operator, os, tempfile
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import interrupt, Command
from langgraph.checkpoint.sqlite.aio import AsyncSqliteSaver
class S(TypedDict):
    log: Annotated[list, operator.add]
async def ask(s): return {"log": ["got " + str(interrupt("name?"))]}
sub = StateGraph(S).add_node("ask", ask).add_edge(START, "ask").compile()
b = StateGraph(S).add_node("pre", lambda s: {"log": ["pre"]}).add_node("sub", sub).add_edge(START, "pre").add_edge("pre", "sub")
path = os.path.join(tempfile.mkdtemp(), "a.db")
cfg = {"configurable": {"thread_id": "t"}}
async def main():
    async with AsyncSqliteSaver.from_conn_string(path) as saver:
        g = b.compile(checkpointer=saver)
        r = await g.ainvoke({"log": []}, cfg)
        print(r["log"], [i.value for i in r["__interrupt__"]])
    async with AsyncSqliteSaver.from_conn_string(path) as saver:
        g = b.compile(checkpointer=saver)
        st = await g.aget_state(cfg, subgraphs=True)
        print(st.next, [(t.name, t.state.values, t.state.next) for t in st.tasks])
        print(await g.ainvoke(Command(resume="ann"), cfg))
    async with AsyncSqliteSaver.from_conn_string(path) as saver:
        g = b.compile(checkpointer=saver)
        print([(h.metadata["source"], h.metadata["step"]) async for h in g.aget_state_history(cfg, limit=2)])
        print([(h.metadata["source"], h.metadata["step"]) async for h in g.aget_state_history(cfg, filter={"source": "loop"})])
        print(len([c async for c in saver.alist(None)]), sorted({c.config["configurable"]["checkpoint_ns"].split(":")[0] async for c in saver.alist(None)}))
asyncio.run(main())
