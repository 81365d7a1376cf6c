# https://github.com/langchain-ai/langgraph/issues/1761 , #4796 : AsyncSqliteSaver with an interrupt inside a subgraph: aget_state(subgraphs=True), checkpoints mode with subgraphs=True, resume, aget_state_history of the subgraph ns
import asyncio, os, tempfile
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
from langgraph.checkpoint.sqlite.aio import AsyncSqliteSaver

class S(TypedDict, total=False):
    x: str
async def ask(s): return {"x": s["x"] + "|" + interrupt("q")}
sb = StateGraph(S); sb.add_node("ask", ask); sb.add_edge(START, "ask"); sub = sb.compile()
async def pre(s): return {"x": s["x"] + "|pre"}
pb = StateGraph(S); pb.add_node("pre", pre); pb.add_node("sub", sub); pb.add_edge(START, "pre"); pb.add_edge("pre", "sub"); pb.add_edge("sub", END)
async def main():
    async with AsyncSqliteSaver.from_conn_string(os.path.join(tempfile.mkdtemp(), "a.db")) as cp:
        g = pb.compile(checkpointer=cp)
        cfg = {"configurable": {"thread_id": "1"}}
        for inp in ({"x": "in"}, Command(resume="ans")):
            async for ns, c in g.astream(inp, cfg, stream_mode="checkpoints", subgraphs=True):
                print([p.split(":")[0] for p in ns], c["metadata"]["source"], c["metadata"]["step"], c["values"], c["next"], [(t["name"], [i["value"] for i in t["interrupts"]]) for t in c["tasks"]])
            st = await g.aget_state(cfg, subgraphs=True)
            print(st.next, [(t.name, t.state.values if t.state else None) for t in st.tasks])
        print(len([c async for c in cp.alist(None)]))
asyncio.run(main())
