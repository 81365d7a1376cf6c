# https://github.com/langchain-ai/langgraph/issues/1554 , https://github.com/langchain-ai/langgraph/issues/3380 : what a node sees of its config (as a parameter and through get_config()), what a @task it calls sees, whether a node mutating its config reaches the next node, and get_config() outside a run
import re, operator
from typing import Annotated, TypedDict
from langchain_core.runnables import RunnableConfig
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.config import get_config
from langgraph.func import entrypoint, task
class S(TypedDict):
    log: Annotated[list, operator.add]
def norm(x):
    return re.sub(r"[0-9a-f]{8}-[0-9a-f-]{27}", "<id>", str(x))
def brief(c):
    md = c["metadata"]
    return norm((md.get("langgraph_node"), md.get("langgraph_step"), md.get("langgraph_checkpoint_ns"), md.get("checkpoint_ns"), md.get("langgraph_triggers"), md.get("langgraph_path"), sorted(k for k in c["configurable"] if not k.startswith("__")), c.get("run_name"), c.get("tags")))
seen = []
@task
def tk(x):
    seen.append(("task", brief(get_config())))
    return x
def n1(s, config: RunnableConfig):
    seen.append(("n1 param", brief(config)))
    seen.append(("n1 get_config", brief(get_config())))
    config["configurable"]["mutated"] = "yes"
    config["metadata"]["mut"] = 1
    tk(1).result()
    return {"log": ["n1"]}
def n2(s, config: RunnableConfig):
    seen.append(("n2 sees mutation", config["configurable"].get("mutated"), config["metadata"].get("mut")))
    return {"log": ["n2"]}
app = StateGraph(S).add_node("n1", n1).add_node("n2", n2).add_edge(START, "n1").add_edge("n1", "n2").compile(checkpointer=InMemorySaver())
app.invoke({"log": []}, {"configurable": {"thread_id": "1", "u": 1}, "tags": ["t"], "run_name": "RN"})
for r in seen:
    print(r)
try:
    get_config()
except Exception as e:
    print("outside", type(e).__name__, e)
