# https://github.com/langchain-ai/langgraph/issues/1587 : routing on a state Enum / Literal key: a router returning Enum members with a path_map keyed by Enum members, a str-Enum returned without a path_map (node names equal the values), and a router returning a member missing from the path_map: reached nodes, final state, and the error text
import enum
from typing import Literal
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
class Mood(enum.Enum):
    HAPPY = "happy"
    SAD = "sad"
    ODD = "odd"
class Route(str, enum.Enum):
    UP = "up"
    DOWN = "down"
class S(TypedDict):
    mood: Mood
    dir: Route
    kind: Literal["a", "b"]
    log: list
def start(s): return {"log": s.get("log", []) + ["start"]}
def mk(n):
    return lambda s: {"log": s["log"] + [n]}
b = StateGraph(S).add_node("start", start).add_node("cheer", mk("cheer")).add_node("comfort", mk("comfort")).add_node("up", mk("up")).add_node("down", mk("down"))
b.add_edge(START, "start")
b.add_conditional_edges("start", lambda s: s["mood"], {Mood.HAPPY: "cheer", Mood.SAD: "comfort"})
b.add_conditional_edges("cheer", lambda s: s["dir"])
b.add_edge("comfort", END).add_edge("up", END).add_edge("down", END)
g = b.compile()
for inp in [{"mood": Mood.HAPPY, "dir": Route.UP, "kind": "a"}, {"mood": Mood.SAD, "dir": Route.DOWN, "kind": "b"}, {"mood": Mood.HAPPY, "dir": Route.DOWN, "kind": "a"}, {"mood": Mood.ODD, "dir": Route.UP, "kind": "a"}]:
    try:
        out = g.invoke(inp)
        print(inp["mood"].name, out["log"], out["mood"], out["dir"])
    except Exception as e:
        print(inp["mood"].name, "!!", type(e).__name__, str(e).splitlines()[0][:200])
print(sorted(g.get_graph().edges, key=lambda e: (e.source, e.target)) and sorted((e.source, e.target, e.data) for e in g.get_graph().edges))
