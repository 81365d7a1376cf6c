# https://github.com/langchain-ai/langgraph/issues/8834 : node error handlers (add_node(error_handler=...), set_node_defaults): a handler returning Command(goto), a plain update, one that raises, one that calls interrupt() then is resumed, with a retry policy, beside a parallel node, on Send tasks, async; the updates / tasks streams, drawing and history
import operator, asyncio
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command, Send, RetryPolicy, interrupt
from langgraph.errors import NodeError
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
def att(label, fn):
    try: print(label, fn())
    except Exception as e: print(label, "RAISED", type(e).__name__, str(e).splitlines()[0] if str(e) else "")
calls = []
def boom(s):
    calls.append("boom")
    raise ValueError("kaboom")
def handler(state, error: NodeError):
    return Command(update={"log": [f"handled {error.node}: {error.error!r}"]}, goto="after")
def handler_plain(state):
    return {"log": ["plain handler"]}
def handler_raises(state, error: NodeError):
    raise RuntimeError("handler failed too")
def handler_interrupt(state, error: NodeError):
    return {"log": ["asked " + interrupt("fix " + error.node + "?")]}
def after(s): return {"log": ["after"]}
def build(h, retry=None, saver=None, parallel=False):
    b = StateGraph(S)
    b.add_node("boom", boom, error_handler=h, retry_policy=retry)
    b.add_node("after", after)
    b.add_edge(START, "boom")
    if parallel:
        b.add_node("ok", lambda s: {"log": ["ok"]}); b.add_edge(START, "ok")
    b.add_edge("boom", "after")
    return b.compile(checkpointer=saver)
att("cmd", lambda: build(handler).invoke({"log": []}))
att("plain", lambda: list(build(handler_plain).stream({"log": []}, stream_mode="updates")))
att("raises", lambda: build(handler_raises).invoke({"log": []}))
calls.clear()
att("retry", lambda: (build(handler, RetryPolicy(max_attempts=3, initial_interval=0, jitter=False)).invoke({"log": []}), len(calls)))
att("parallel", lambda: list(build(handler, parallel=True).stream({"log": []}, stream_mode="updates")))
g = build(handler_interrupt, saver=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
att("interrupt", lambda: g.invoke({"log": []}, cfg))
att("state", lambda: (g.get_state(cfg).next, [(t.name, [i.value for i in t.interrupts]) for t in g.get_state(cfg).tasks]))
att("resume", lambda: g.invoke(Command(resume="yes"), cfg))
att("hist", lambda: [(h.metadata["step"], h.next) for h in g.get_state_history(cfg)])
att("tasks mode", lambda: [(c["name"], "result" in c, str(c.get("error"))) for c in build(handler).stream({"log": []}, stream_mode="tasks")])
att("nodes", lambda: sorted(build(handler).get_graph().nodes))
att("drawing", lambda: build(handler).get_graph().draw_mermaid())
# default handler
b = StateGraph(S); b.set_node_defaults(error_handler=handler_plain); b.add_node("boom", boom); b.add_node("after", after); b.add_edge(START, "boom"); b.add_edge("boom", "after")
att("default", lambda: list(b.compile().stream({"log": []}, stream_mode="updates")))
# send tasks failing
b = StateGraph(S); b.add_node("w", lambda x: (_ for _ in ()).throw(KeyError(x["i"])) if x["i"] == 1 else {"log": [x["i"]]}, error_handler=lambda s, error: {"log": ["h:" + repr(error.error)]})
b.add_conditional_edges(START, lambda s: [Send("w", {"i": i}) for i in range(3)], ["w"])
att("send", lambda: sorted(map(str, b.compile().invoke({"log": []})["log"])))
async def aboom(s): raise ValueError("async kaboom")
async def ahandler(state, error: NodeError): return {"log": ["async handled " + str(error.error)]}
b = StateGraph(S); b.add_node("boom", aboom, error_handler=ahandler); b.add_edge(START, "boom")
att("async", lambda: asyncio.run(b.compile().ainvoke({"log": []})))
