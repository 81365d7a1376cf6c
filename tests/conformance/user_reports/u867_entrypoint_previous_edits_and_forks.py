# https://github.com/langchain-ai/langgraph/issues/3096 , docs 'functional API: short-term memory' : an @entrypoint running total with previous / entrypoint.final(save=) and an injected store, edited between turns with update_state (plain and as_node), its history, values+updates stream, a fork from an old checkpoint, and an async entrypoint whose interrupt sees the saved previous
import asyncio
from langgraph.func import entrypoint, task
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.store.memory import InMemoryStore
from langgraph.store.base import BaseStore
from langgraph.types import interrupt, Command
from langchain_core.runnables import RunnableConfig
def t(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, "RAISED", type(e).__name__, str(e).splitlines()[0][:200])
store = InMemoryStore()
@entrypoint(checkpointer=InMemorySaver(), store=store)
def counter(n: int, *, previous=None, store: BaseStore, config: RunnableConfig):
    total = (previous or 0) + n
    store.put(("totals",), config["configurable"]["thread_id"], {"total": total})
    return entrypoint.final(value={"total": total, "prev": previous}, save=total)
cfg = {"configurable": {"thread_id": "c"}}
t("1", lambda: counter.invoke(2, cfg))
t("2", lambda: counter.invoke(3, cfg))
t("state", lambda: (counter.get_state(cfg).values, counter.get_state(cfg).next))
t("update_state", lambda: counter.update_state(cfg, 100) and counter.get_state(cfg).values)
t("3", lambda: counter.invoke(1, cfg))
t("update as node", lambda: counter.update_state(cfg, 7, as_node="counter") and counter.get_state(cfg).values)
t("4", lambda: counter.invoke(1, cfg))
t("store", lambda: store.get(("totals",), "c").value)
t("history", lambda: [(h.metadata["step"], h.metadata["source"], h.values) for h in counter.get_state_history(cfg)])
t("stream values", lambda: list(counter.stream(5, cfg, stream_mode=["values", "updates"])))
t("bad input none", lambda: counter.invoke(None, {"configurable": {"thread_id": "fresh"}}))
t("fork from history", lambda: counter.invoke(1000, [h for h in counter.get_state_history(cfg) if h.metadata["step"] == 1][0].config))
t("after fork", lambda: counter.get_state(cfg).values)
@entrypoint(checkpointer=InMemorySaver())
async def aflow(x, *, previous=None):
    y = interrupt({"x": x, "prev": previous})
    return entrypoint.final(value=y, save=(previous or []) + [y])
async def main():
    c = {"configurable": {"thread_id": "a"}}
    out = []
    for inp in [1, Command(resume="r1"), 2, Command(resume="r2")]:
        out.append(await aflow.ainvoke(inp, c))
    st = await aflow.aget_state(c)
    return out, st.values, st.next
t("async", lambda: asyncio.run(main()))
