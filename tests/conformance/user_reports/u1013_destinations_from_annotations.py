# https://github.com/langchain-ai/langgraph/issues/5829 : the destinations LangGraph reads from annotations for drawing and validation: Command[Literal[...]] returned by a function, a method, a callable object, an Optional / union of Commands, a string annotation; a conditional path's Literal return on a function, a method, a RunnableLambda and a callable object
from typing import Literal, Optional, Union
from typing_extensions import TypedDict
from langchain_core.runnables import RunnableLambda
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command
class S(TypedDict):
    a: int
def w(s): return {"a": s["a"] + 1}
class Router:
    def __call__(self, s) -> Literal["x", "y"]: return "x"
def f(s) -> Literal["x", "y"]: return "x"
class M:
    def route(self, s) -> Literal["x", "y"]: return "y"
for label, path in [("object", Router()), ("lambda runnable", RunnableLambda(f)), ("func", f), ("method", M().route)]:
    g = StateGraph(S).add_node("r", w).add_node("x", w).add_node("y", w).add_node("z", w).add_edge(START, "r").add_conditional_edges("r", path).compile()
    print(label, sorted((e.source, e.target, e.conditional) for e in g.get_graph().edges if e.source == "r"), g.invoke({"a": 0}))
class CmdObj:
    def __call__(self, s) -> Command[Literal["x", "y"]]: return Command(goto="x")
class CmdM:
    def node(self, s) -> Command[Literal["y"]]: return Command(goto="y")
def c_opt(s) -> Optional[Command[Literal["x"]]]: return Command(goto="x")
def c_pipe(s) -> Command[Literal["y"]] | None: return Command(goto="y")
def c_union(s) -> Union[Command[Literal["x"]], Command[Literal["y"]]]: return Command(goto="x")
def c_str(s) -> "Command[Literal['x', '__end__']]": return Command(goto="x")
class Ghost:
    def __call__(self, s) -> Command[Literal["ghost"]]: return Command(goto="ghost")
for label, node in [("cmd object", CmdObj()), ("cmd method", CmdM().node), ("optional", c_opt), ("pipe none", c_pipe), ("union", c_union), ("string", c_str), ("cmd runnable", RunnableLambda(CmdObj().__call__)), ("ghost object", Ghost())]:
    try:
        g = StateGraph(S).add_node("r", node).add_node("x", w).add_node("y", w).add_edge(START, "r").compile()
        print(label, sorted((e.source, e.target, e.conditional) for e in g.get_graph().edges if e.source == "r"), g.invoke({"a": 0}))
    except Exception as e:
        print(label, type(e).__name__, str(e).splitlines()[0])
