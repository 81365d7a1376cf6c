# https://github.com/langchain-ai/langgraph/issues/3209 , https://github.com/langchain-ai/langgraph/issues/4826 : run arguments a web handler passes through unchecked: empty or odd stream_mode / output_keys / print_mode / durability / context values, odd inputs, a recursion_limit of 0 or a str, and max_concurrency 0, -1, a fraction or a str (sync and async: the error, and what the thread keeps)
import asyncio, operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
    x: int
app = StateGraph(S).add_node("p", lambda s: {"log": ["p"], "x": 1}).add_node("q", lambda s: {"log": ["q"]}).add_edge(START, "p").add_edge("p", "q").compile(checkpointer=InMemorySaver())
def t(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, "RAISED", type(e).__name__, str(e).splitlines()[0][:150])
n = iter(range(100))
def c():
    return {"configurable": {"thread_id": str(next(n))}}
t("stream_mode []", lambda: list(app.stream({"log": []}, c(), stream_mode=[])))
t("invoke stream_mode []", lambda: app.invoke({"log": []}, c(), stream_mode=[]))
t("stream_mode ()", lambda: list(app.stream({"log": []}, c(), stream_mode=())))
t("stream_mode None", lambda: list(app.stream({"log": []}, c(), stream_mode=None)))
t("output_keys []", lambda: list(app.stream({"log": []}, c(), output_keys=[])))
t("invoke output_keys []", lambda: app.invoke({"log": []}, c(), output_keys=[]))
t("output_keys ''", lambda: list(app.stream({"log": []}, c(), output_keys="")))
t("output_keys x updates", lambda: list(app.stream({"log": []}, c(), output_keys="x", stream_mode="updates")))
t("output_keys bad", lambda: list(app.stream({"log": []}, c(), output_keys=["nope"])))
t("durability None", lambda: app.invoke({"log": []}, c(), durability=None))
t("durability bad", lambda: app.invoke({"log": []}, c(), durability="weird"))
t("stream_mode bad", lambda: list(app.stream({"log": []}, c(), stream_mode="weird")))
t("stream_mode dup", lambda: list(app.stream({"log": []}, c(), stream_mode=["updates", "updates"])))
t("invoke dup", lambda: app.invoke({"log": []}, c(), stream_mode=["values", "values"]))
t("subgraphs invoke", lambda: app.invoke({"log": []}, c(), subgraphs=True))
t("print_mode []", lambda: app.invoke({"log": []}, c(), print_mode=[]))
t("context {}", lambda: app.invoke({"log": []}, c(), context={}))
t("config None", lambda: app.invoke({"log": []}, None))
t("input []", lambda: app.invoke([], c()))
t("input non-dict", lambda: app.invoke(5, c()))
t("input unknown key", lambda: app.invoke({"zzz": 1}, c()))
t("input empty dict", lambda: app.invoke({}, c()))
t("recursion_limit 0", lambda: app.invoke({"log": []}, {**c(), "recursion_limit": 0}))
t("recursion_limit str", lambda: app.invoke({"log": []}, {**c(), "recursion_limit": "5"}))
t("max_concurrency 0", lambda: app.invoke({"log": []}, {**c(), "max_concurrency": 0}))
async def a():
    return [x async for x in app.astream({"log": []}, c(), stream_mode=[])]
t("astream []", lambda: asyncio.run(a()))
for mc in [0, -1, 1, 2.5, "3"]:
    cfg = {"configurable": {"thread_id": str(mc)}, "max_concurrency": mc}
    t("sync %r" % (mc,), lambda: app.invoke({"log": []}, cfg))
    t("  state", lambda: (app.get_state({"configurable": {"thread_id": str(mc)}}).values, len(list(app.get_state_history({"configurable": {"thread_id": str(mc)}})))))
    t("  stream", lambda: list(app.stream({"log": []}, {"max_concurrency": mc, "configurable": {"thread_id": "s" + str(mc)}}, stream_mode="updates")))
async def a(mc):
    return await asyncio.wait_for(app.ainvoke({"log": []}, {"configurable": {"thread_id": "a" + str(mc)}, "max_concurrency": mc}), 5)
for mc in [0, -1]:
    t("async %r" % mc, lambda: asyncio.run(a(mc)))
g2 = StateGraph(S).add_node("p", lambda s: {"log": ["p"]}).add_edge(START, "p").compile()
t("no saver 0", lambda: g2.invoke({"log": []}, {"max_concurrency": 0}))
t("no saver batch 0", lambda: g2.batch([{"log": []}], {"max_concurrency": 0}))
