# https://github.com/langchain-ai/langgraph/issues/2290 , https://github.com/langchain-ai/langgraph/issues/1554 : thread plumbing in a service: batch / abatch / batch_as_completed with per-thread configs, an app bound to one checkpoint with with_config(configurable={"checkpoint_id": ..., "checkpoint_ns": ""}) (replay, get_state, history, update), bulk_update_state with plain (values, as_node, task_id) tuples and several updates in one superstep (their order), and which config shapes get_state / update_state / history accept
import asyncio, operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command, StateUpdate
class S(TypedDict):
    log: Annotated[list, operator.add]
def t(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, "RAISED", type(e).__name__, str(e).splitlines()[0][:200])
app = StateGraph(S).add_node("a", lambda s: {"log": ["a"]}).add_node("b", lambda s: {"log": ["b"]}).add_edge(START, "a").add_edge("a", "b").compile(checkpointer=InMemorySaver())
t("batch threads", lambda: app.batch([{"log": ["x"]}, {"log": ["y"]}], [{"configurable": {"thread_id": "b1"}}, {"configurable": {"thread_id": "b2"}}]))
t("batch same thread twice", lambda: app.batch([{"log": ["x"]}], {"configurable": {"thread_id": "b3"}}) + app.batch([{"log": ["z"]}], {"configurable": {"thread_id": "b3"}}))
t("batch missing thread", lambda: app.batch([{"log": []}], return_exceptions=True))
t("batch config count mismatch", lambda: app.batch([{"log": []}, {"log": []}], [{"configurable": {"thread_id": "m1"}}]))
t("batch empty", lambda: app.batch([]))
h = list(app.get_state_history({"configurable": {"thread_id": "b1"}}))
mid = [x for x in h if x.next == ("b",)][0]
pinned = app.with_config(configurable={"checkpoint_id": mid.config["configurable"]["checkpoint_id"], "checkpoint_ns": ""})
t("replay pinned", lambda: pinned.invoke(None, {"configurable": {"thread_id": "b1"}}))
t("after replay", lambda: [(x.metadata["step"], x.metadata["source"], x.next) for x in app.get_state_history({"configurable": {"thread_id": "b1"}})])
t("pinned state", lambda: pinned.get_state({"configurable": {"thread_id": "b1"}}).values)
t("pinned history", lambda: len(list(pinned.get_state_history({"configurable": {"thread_id": "b1"}}))))
t("pinned update", lambda: pinned.update_state({"configurable": {"thread_id": "b1"}}, {"log": ["u"]}, as_node="a") and app.get_state({"configurable": {"thread_id": "b1"}}).values)
t("bound rl", lambda: app.with_config(recursion_limit=1).invoke({"log": []}, {"configurable": {"thread_id": "rl"}}))
t("bound rl state", lambda: app.get_state({"configurable": {"thread_id": "rl"}}).next)
async def ab():
    return await app.abatch([{"log": ["x"]}, {"log": ["y"]}], [{"configurable": {"thread_id": "ab1"}}, {"configurable": {"thread_id": "ab2"}}])
t("abatch", lambda: asyncio.run(ab()))
t("batch_as_completed", lambda: sorted((i, str(r)) for i, r in app.batch_as_completed([{"log": ["x"]}, {"log": ["y"]}], [{"configurable": {"thread_id": "c1"}}, {"configurable": {"thread_id": "c2"}}])))

app = StateGraph(S).add_node("n", lambda s: {"log": ["n"]}).add_node("m", lambda s: {"log": ["m"]}).add_edge(START, "n").add_edge("n", "m").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
app.invoke({"log": []}, cfg)
for label, steps in [
    ("3-tuple", [[({"log": ["t3"]}, "n", None)]]),
    ("2-tuple", [[({"log": ["t2"]}, "n")]]),
    ("list3", [[[{"log": ["l3"]}, "m", None]]]),
    ("dict", [[{"values": {"log": ["d"]}, "as_node": "n"}]]),
    ("StateUpdate 2 args", [[StateUpdate({"log": ["s2"]}, "n")]]),
    ("two 3-tuples", [[({"log": ["a"]}, "n", None), ({"log": ["b"]}, "m", None)]]),
    ("copy 3-tuple", [[(None, "__copy__", None)]]),
    ("input 3-tuple", [[({"log": ["in"]}, "__input__", None)]]),
    ("none as_node tuple", [[({"log": ["nn"]}, None, None)]]),
]:
    try:
        app.bulk_update_state(cfg, steps)
        print(label, app.get_state(cfg).values["log"][-2:], app.get_state(cfg).next)
    except Exception as e:
        print(label, "RAISED", type(e).__name__, str(e)[:120])

app = StateGraph(S).add_node("n", lambda s: {"log": ["n"]}).add_node("m", lambda s: {"log": ["m"]}).add_node("z", lambda s: {"log": ["z"]}).add_edge(START, "n").add_edge("n", "m").compile(checkpointer=InMemorySaver())
for i, ups in enumerate([
    [StateUpdate({"log": ["a"]}, "n"), StateUpdate({"log": ["b"]}, "m")],
    [StateUpdate({"log": ["b"]}, "m"), StateUpdate({"log": ["a"]}, "n")],
    [StateUpdate({"log": ["z"]}, "z"), StateUpdate({"log": ["a"]}, "n"), StateUpdate({"log": ["b"]}, "m")],
    [StateUpdate({"log": ["a1"]}, "n"), StateUpdate({"log": ["a2"]}, "n")],
]):
    cfg = {"configurable": {"thread_id": str(i)}}
    app.invoke({"log": []}, cfg)
    app.bulk_update_state(cfg, [ups])
    st = app.get_state(cfg)
    print(i, st.values["log"], st.next)
    app2_cfg = {"configurable": {"thread_id": "fresh%d" % i}}
    app.bulk_update_state(app2_cfg, [ups])
    print("  fresh", app.get_state(app2_cfg).values, app.get_state(app2_cfg).next)

app = StateGraph(S).add_node("n", lambda s: {"log": ["n"]}).add_edge(START, "n").compile(checkpointer=InMemorySaver())
for cfg in [{}, {"configurable": {}}, {"configurable": {"checkpoint_id": "x"}}, {"configurable": {"checkpoint_ns": ""}}, {"thread_id": "1"}]:
    for name, f in [("update", lambda: app.update_state(cfg, {"log": ["u"]})), ("get", lambda: app.get_state(cfg)), ("hist", lambda: list(app.get_state_history(cfg)))]:
        try:
            r = f()
            print(cfg, name, "ok", r if name == "update" else "")
        except Exception as e:
            print(cfg, name, type(e).__name__, str(e)[:80])
