# https://github.com/langchain-ai/langgraph/issues/3118 , https://github.com/langchain-ai/langgraph/issues/2612 : the less common graph-building forms: add_sequence (with names, empty, duplicates), set_entry_point / set_finish_point / set_conditional_entry_point, Literal-annotated routers and Command[Literal] nodes (drawn edges and runs), routers returning None or [END, node], reserved characters in names, edges from END / to START, a graph with no entry, an unknown edge target
import operator
from typing import Annotated, TypedDict, Literal
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command
class S(TypedDict):
    log: Annotated[list, operator.add]
def t(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, "RAISED", type(e).__name__, str(e).splitlines()[0][:160])
def a(s): return {"log": ["a"]}
def b(s): return {"log": ["b"]}
def c(s): return {"log": ["c"]}
t("add_sequence", lambda: StateGraph(S).add_sequence([a, b, ("cee", c)]).set_entry_point("a").set_finish_point("cee").compile().invoke({"log": []}))
t("add_sequence empty", lambda: StateGraph(S).add_sequence([]))
t("add_sequence dup", lambda: StateGraph(S).add_sequence([a, a]))
t("conditional entry", lambda: StateGraph(S).add_node("a", a).add_node("b", b).set_conditional_entry_point(lambda s: "b", ["a", "b"]).compile().invoke({"log": []}))
t("conditional entry map", lambda: StateGraph(S).add_node("a", a).add_node("b", b).set_conditional_entry_point(lambda s: True, {True: "a", False: "b"}).compile().invoke({"log": []}))
def router(s) -> Literal["a", "b"]:
    return "a"
t("literal router edges", lambda: sorted((e.source, e.target, e.conditional) for e in StateGraph(S).add_node("a", a).add_node("b", b).add_conditional_edges(START, router).compile().get_graph().edges))
def cmd(s) -> Command[Literal["a", "b"]]:
    return Command(goto="b")
t("command annotated edges", lambda: sorted((e.source, e.target, e.conditional) for e in StateGraph(S).add_node("cmd", cmd).add_node("a", a).add_node("b", b).add_edge(START, "cmd").compile().get_graph().edges))
t("command annotated run", lambda: StateGraph(S).add_node("cmd", cmd).add_node("a", a).add_node("b", b).add_edge(START, "cmd").compile().invoke({"log": []}))
t("router returning None", lambda: StateGraph(S).add_node("a", a).add_conditional_edges(START, lambda s: None).compile().invoke({"log": []}))
t("router returning END list", lambda: StateGraph(S).add_node("a", a).add_conditional_edges(START, lambda s: [END, "a"]).compile().invoke({"log": []}))
t("node named with colon", lambda: StateGraph(S).add_node("a:b", a))
t("node named with pipe", lambda: StateGraph(S).add_node("a|b", a))
t("edge from END", lambda: StateGraph(S).add_node("a", a).add_edge(END, "a"))
t("edge to START", lambda: StateGraph(S).add_node("a", a).add_edge("a", START))
t("no entry", lambda: StateGraph(S).add_node("a", a).compile())
t("unknown edge target", lambda: StateGraph(S).add_node("a", a).add_edge(START, "a").add_edge("a", "zz").compile())
