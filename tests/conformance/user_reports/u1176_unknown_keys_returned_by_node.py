# https://github.com/langchain-ai/langgraph/issues/8320 : nodes that return keys not declared in the state schema (mixed with known keys, only unknown keys, a Command update with an unknown key, a pydantic and a dataclass state), and update_state with an unknown key: what is kept, dropped, or raised, with texts
import dataclasses
from typing_extensions import TypedDict
from pydantic import BaseModel
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    x: int
@dataclasses.dataclass
class D:
    x: int
class P(BaseModel):
    x: int
def t(label, f):
    try:
        print(label, "->", f())
    except Exception as e:
        print(label, "!!", type(e).__name__, str(e).splitlines()[0][:200])
def g1(schema, ret):
    return StateGraph(schema).add_node("n", lambda s: ret).add_edge(START, "n").compile(checkpointer=InMemorySaver())
c = {"configurable": {"thread_id": "1"}}
t("mixed", lambda: g1(S, {"x": 2, "undeclared": 1}).invoke({"x": 1}, c))
t("only unknown", lambda: g1(S, {"undeclared": 1}).invoke({"x": 1}, c))
t("command unknown", lambda: g1(S, Command(update={"zz": 1})).invoke({"x": 1}, c))
t("command mixed", lambda: g1(S, Command(update={"x": 3, "zz": 1})).invoke({"x": 1}, c))
t("dataclass mixed", lambda: g1(D, {"x": 2, "undeclared": 1}).invoke({"x": 1}, c))
t("pydantic mixed", lambda: g1(P, {"x": 2, "undeclared": 1}).invoke({"x": 1}, c))
t("pydantic only unknown", lambda: g1(P, {"undeclared": 1}).invoke({"x": 1}, c))
t("input unknown", lambda: g1(S, {"x": 5}).invoke({"x": 1, "zz": 2}, c))
g = g1(S, {"x": 2})
g.invoke({"x": 1}, c)
t("update unknown", lambda: g.update_state(c, {"zz": 1}, as_node="n"))
t("update mixed", lambda: g.update_state(c, {"x": 7, "zz": 1}, as_node="n"))
t("state", lambda: g.get_state(c).values)
