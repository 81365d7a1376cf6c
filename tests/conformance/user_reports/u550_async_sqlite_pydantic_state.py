# https://github.com/langchain-ai/langgraph/issues/1800 , #4866 , #1761 : AsyncSqliteSaver with a pydantic state (nested model, enum, datetime, set field): astream through an interrupt, reopen the file, aget_state types, resume, alist filters
import asyncio, datetime, enum, os, tempfile
from typing import Optional
from pydantic import BaseModel
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
from langgraph.checkpoint.sqlite.aio import AsyncSqliteSaver
class Kind(str, enum.Enum):
    A = "a"
    B = "b"
class Item(BaseModel):
    name: str
    when: datetime.date
class S(BaseModel):
    items: list[Item] = []
    kind: Kind = Kind.A
    tags: set[str] = set()
    note: Optional[str] = None
def add(s: S):
    return {"items": s.items + [Item(name="x", when=datetime.date(2024, 1, 2))], "tags": s.tags | {"t1"}}
def review(s: S):
    ans = interrupt({"n": len(s.items)})
    return {"kind": Kind(ans), "note": f"reviewed {ans}"}
b = StateGraph(S).add_node("add", add).add_node("review", review).add_edge(START, "add").add_edge("add", "review").add_edge("review", END)
db = os.path.join(tempfile.mkdtemp(), "a.db")
async def main():
    cfg = {"configurable": {"thread_id": "1"}}
    async with AsyncSqliteSaver.from_conn_string(db) as saver:
        g = b.compile(checkpointer=saver)
        async for ch in g.astream({"tags": {"t0"}}, cfg, stream_mode="updates"):
            print({k: (v if k != "__interrupt__" else [i.value for i in v]) for k, v in ch.items()} if "add" not in ch else {"add": {"items": [i.model_dump() for i in ch["add"]["items"]], "tags": sorted(ch["add"]["tags"])}})
    async with AsyncSqliteSaver.from_conn_string(db) as saver:
        g = b.compile(checkpointer=saver)
        st = await g.aget_state(cfg)
        v = st.values
        print(type(v).__name__, [type(i).__name__ for i in v["items"]], sorted(v), sorted(v["tags"]), type(v["tags"]).__name__, st.next)
        out = await g.ainvoke(Command(resume="b"), cfg)
        print(out["kind"], out["note"], [i.model_dump() for i in out["items"]])
        print([c.metadata["step"] async for c in saver.alist(cfg, filter={"source": "loop"})])
        print([c.metadata["step"] async for c in saver.alist(cfg, limit=2)])
        print(len([c async for c in g.aget_state_history(cfg)]))
asyncio.run(main())
