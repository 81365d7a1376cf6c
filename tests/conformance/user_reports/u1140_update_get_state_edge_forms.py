# https://github.com/langchain-ai/langgraph/issues/2336 : update_state / get_state / get_state_history edge forms on a graph with two start branches and a subgraph: a fresh thread with and without as_node, an unknown key, an unknown node, ambiguous updates, as_node END / START, a Command as values, a missing checkpoint_id, a bad subgraph namespace, a missing thread_id, and non-dict values (error type and message each)
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command, Send
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    x: int
    log: Annotated[list, operator.add]
def ask(s): return {"log": [interrupt("q")]}
sub = StateGraph(S).add_node("ask", ask).add_edge(START, "ask").compile()
b = StateGraph(S).add_node("a", lambda s: {"log": ["a"]}).add_node("b", lambda s: {"log": ["b"]}).add_node("sub", sub)
b.add_edge(START, "a").add_edge(START, "b").add_edge("a", "sub")
g = b.compile(checkpointer=InMemorySaver())
def t(label, f):
    try:
        r = f()
        if isinstance(r, dict) and "configurable" in r:
            r = sorted(r["configurable"])
        elif hasattr(r, "values") and hasattr(r, "next"):
            r = (r.values, r.next, [x.name for x in r.tasks])
        print(label, "->", r)
    except Exception as e:
        print(label, "!!", type(e).__name__, str(e)[:300])
c0 = {"configurable": {"thread_id": "fresh"}}
t("fresh no as_node", lambda: g.update_state(c0, {"x": 1}))
t("fresh as a", lambda: g.update_state({"configurable": {"thread_id": "f2"}}, {"x": 1}, as_node="a"))
t("fresh get", lambda: g.get_state({"configurable": {"thread_id": "f2"}}))
c = {"configurable": {"thread_id": "1"}}
g.invoke({"x": 0, "log": []}, c)
t("unknown key", lambda: g.update_state(c, {"nope": 1}))
t("unknown node", lambda: g.update_state(c, {"x": 1}, as_node="zzz"))
t("ambiguous", lambda: g.update_state(c, {"x": 2}))
t("as END", lambda: g.update_state(c, None, as_node=END))
t("as START", lambda: g.update_state(c, {"x": 3}, as_node=START))
t("command", lambda: g.update_state(c, Command(update={"x": 4}, goto="b"), as_node="a"))
t("state after", lambda: g.get_state(c))
t("missing ckpt get", lambda: g.get_state({"configurable": {"thread_id": "1", "checkpoint_id": "nope"}}))
t("missing ckpt update", lambda: g.update_state({"configurable": {"thread_id": "1", "checkpoint_ns": "", "checkpoint_id": "nope"}}, {"x": 5}, as_node="a"))
t("hist before missing", lambda: len(list(g.get_state_history(c, before={"configurable": {"checkpoint_id": "nope"}}))))
t("bad values type", lambda: g.update_state(c, [("x", 1)], as_node="a"))
t("bad values int", lambda: g.update_state(c, 5, as_node="a"))
t("sub ns bad", lambda: g.get_state({"configurable": {"thread_id": "1", "checkpoint_ns": "nope:123"}}))
t("no thread", lambda: g.get_state({"configurable": {}}))
t("no thread update", lambda: g.update_state({"configurable": {}}, {"x": 1}))
t("no thread history", lambda: list(g.get_state_history({"configurable": {}})))
t("sub update unknown node", lambda: g.update_state(g.get_state(c, subgraphs=True).tasks[0].state.config if g.get_state(c, subgraphs=True).tasks and g.get_state(c, subgraphs=True).tasks[0].state else c, {"x": 1}, as_node="zzz"))
t("final", lambda: g.get_state(c))
