# https://github.com/langchain-ai/langgraph/issues/1530 : a SQL-writing retry loop (generate -> execute -> route on the error) with a checkpointer; after it gives up, the user forks from the checkpoint before the last execute, fixes the query with update_state(as_node="generate"), and reruns from the fork: the original history, the fork's values / next / source, and the forked run's result
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
TABLES = {"users": [("ann", 3), ("bob", 5)]}
QUERIES = ["SELECT * FROM user", "SELECT * FROM usrs"]
class S(TypedDict, total=False):
    query: str
    error: str
    rows: list
    tries: int
def generate(s):
    t = s.get("tries", 0)
    return {"query": QUERIES[t], "tries": t + 1}
def execute(s):
    table = s["query"].split("FROM ")[1]
    if table not in TABLES:
        return {"error": "no such table: " + table, "rows": []}
    return {"error": "", "rows": [list(r) for r in TABLES[table]]}
def route(s):
    if not s["error"]:
        return END
    return "generate" if s["tries"] < 2 else END
app = StateGraph(S).add_node("generate", generate).add_node("execute", execute).add_edge(START, "generate").add_edge("generate", "execute").add_conditional_edges("execute", route).compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "sql"}}
print(app.invoke({"tries": 0}, cfg))
hist = list(app.get_state_history(cfg))
print([(h.metadata["step"], h.next, h.values.get("query"), h.values.get("error")) for h in hist])
before_exec = [h for h in hist if h.next == ("execute",)][0]
fork = app.update_state(before_exec.config, {"query": "SELECT * FROM users"}, as_node="generate")
st = app.get_state(fork)
print(st.values, st.next, st.metadata["source"], st.metadata["step"], st.parent_config["configurable"]["checkpoint_id"] == before_exec.config["configurable"]["checkpoint_id"])
print(app.invoke(None, fork))
print(app.get_state(cfg).values["rows"], len(list(app.get_state_history(cfg))))
