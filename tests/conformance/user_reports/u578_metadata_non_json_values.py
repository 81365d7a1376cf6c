# https://github.com/langchain-ai/langgraph/issues/2604 , langchain-mongodb#129 , #7066 : config metadata with non-JSON values (datetime, UUID, set, enum, nested dict) saved as checkpoint metadata by InMemorySaver and SqliteSaver; get_state().metadata, history filter on them
import datetime, enum, sqlite3, uuid
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.checkpoint.sqlite import SqliteSaver
class Tier(str, enum.Enum):
    GOLD = "gold"
class S(TypedDict):
    x: int
for saver in [InMemorySaver(), SqliteSaver(sqlite3.connect(":memory:", check_same_thread=False))]:
    g = StateGraph(S).add_node("a", lambda s: {"x": 1}).add_edge(START, "a").compile(checkpointer=saver)
    cfg = {"configurable": {"thread_id": "1"}}
    md = {"user": "ann", "tier": Tier.GOLD, "n": 3, "nested": {"k": [1, 2]}, "flag": True, "none": None}
    try:
        g.invoke({"x": 0}, {**cfg, "metadata": md})
        m = g.get_state(cfg).metadata
        print(type(saver).__name__, sorted((k, type(v).__name__, v) for k, v in m.items() if k not in ("step", "source", "parents", "writes")))
        print("  ", [h.metadata["step"] for h in g.get_state_history(cfg, filter={"user": "ann"})], [h.metadata["step"] for h in g.get_state_history(cfg, filter={"n": 3, "flag": True})],
              [h.metadata["step"] for h in g.get_state_history(cfg, filter={"nested": {"k": [1, 2]}})], [h.metadata["step"] for h in g.get_state_history(cfg, filter={"tier": "gold"})])
    except Exception as e:
        print(type(saver).__name__, "raised", type(e).__name__, e)
    for bad in [{"when": datetime.datetime(2024, 1, 1)}, {"id": uuid.UUID(int=1)}, {"s": {1, 2}}]:
        c2 = {"configurable": {"thread_id": str(list(bad))}, "metadata": bad}
        try:
            g.invoke({"x": 0}, c2)
            v = g.get_state(c2).metadata.get(list(bad)[0])
            print("  ", list(bad), type(v).__name__, v)
        except Exception as e:
            print("  ", list(bad), "raised", type(e).__name__, str(e)[:100])
