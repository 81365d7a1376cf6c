# https://github.com/langchain-ai/langgraph/issues/3362 , https://github.com/langchain-ai/langgraph/issues/3380 : a subgraph reached four ways - a Send to a subgraph node with metadata, a @task of a checkpointed @entrypoint, and two create_react_agent tools (one passing its config, one not) of an agent invoked in a node with metadata: what the subgraph's node sees (the caller's metadata, node name, namespace depth, tags)
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage
class Model(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
def call(name, args, id):
    return {"name": name, "args": args, "id": id, "type": "tool_call"}
def show(msgs):
    return [(type(m).__name__, m.content, getattr(m, "tool_calls", None) or getattr(m, "tool_call_id", None), getattr(m, "name", None)) for m in msgs]
import operator
from typing import Annotated, TypedDict
from langchain_core.messages import HumanMessage
from langchain_core.runnables import RunnableConfig
from langchain_core.tools import tool
from langgraph.graph import StateGraph, START
from langgraph.prebuilt import create_react_agent
from langgraph.func import entrypoint, task
from langgraph.types import Send
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
seen = []
def inner(s, config: RunnableConfig):
    md = config["metadata"]
    seen.append((md.get("team"), md.get("langgraph_node"), md.get("checkpoint_ns", "").split(":")[0], len(config["metadata"].get("langgraph_checkpoint_ns", "").split("|")), config.get("tags")))
    return {"log": ["inner"]}
sub = StateGraph(S).add_node("inner", inner).add_edge(START, "inner").compile()
g = StateGraph(S).add_node("w", sub, metadata={"team": "send"})
g.add_conditional_edges(START, lambda s: [Send("w", {"log": []})], ["w"])
g.compile(checkpointer=InMemorySaver()).invoke({"log": []}, {"configurable": {"thread_id": "1"}})
print("send", seen); seen.clear()
@task
def call_sub(x):
    return sub.invoke({"log": []})
@entrypoint(checkpointer=InMemorySaver())
def ep(x):
    return call_sub(x).result()
ep.invoke(1, {"configurable": {"thread_id": "2"}, "metadata": {"team": "ep"}})
print("task", seen); seen.clear()
@tool
def run_sub(q: str, config: RunnableConfig) -> str:
    """run"""
    return str(sub.invoke({"log": []}, config)["log"])
@tool
def run_sub_noconf(q: str) -> str:
    """run"""
    return str(sub.invoke({"log": []})["log"])
agent = create_react_agent(Model(messages=iter([AIMessage("", id="a1", tool_calls=[call("run_sub", {"q": "x"}, "c1")]), AIMessage("", id="a2", tool_calls=[call("run_sub_noconf", {"q": "y"}, "c2")]), AIMessage("ok", id="a3")])), [run_sub, run_sub_noconf])
outer = StateGraph(S).add_node("agent_node", lambda s: {"log": [str(len(agent.invoke({"messages": [HumanMessage("go", id="h")]})["messages"]))]}, metadata={"team": "agentnode"}).add_edge(START, "agent_node").compile()
outer.invoke({"log": []}, {"tags": ["t"]})
print("tool", seen)
