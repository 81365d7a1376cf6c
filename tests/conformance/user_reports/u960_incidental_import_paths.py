# https://github.com/langchain-ai/langgraph/issues/5112 : a summarising chatbot (RemoveMessage of old turns) written with the import paths seen in users' code, names LangGraph's modules only import (RemoveMessage from langgraph.graph.message, Command / RunnableConfig from langgraph.graph.state, RunnableConfig from langgraph.types, Interrupt from langgraph.errors, get_config from langgraph.runtime, ToolNode from langgraph.prebuilt.chat_agent_executor, BaseCheckpointSaver from langgraph.pregel.main): the updates, the kept transcript and what each name is
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.graph import StateGraph, MessagesState, START, END
from langgraph.graph.message import RemoveMessage
from langgraph.graph.state import Command, RunnableConfig
from langgraph.types import RunnableConfig as TypesRunnableConfig
from langgraph.errors import Interrupt
from langgraph.runtime import get_config
from langgraph.prebuilt.chat_agent_executor import ToolNode
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.pregel.main import BaseCheckpointSaver
class S(MessagesState):
    summary: str
def chat(s, config: RunnableConfig):
    n = len(s["messages"])
    return Command(update={"messages": [AIMessage("reply %d for %s" % (n, config["configurable"]["user"]), id="a%d" % n)]}, goto="summarise" if n > 3 else END)
def summarise(s, config: TypesRunnableConfig):
    thread = get_config()["configurable"]["thread_id"]
    return {"summary": "%s: %d msgs" % (thread, len(s["messages"])), "messages": [RemoveMessage(id=m.id) for m in s["messages"][:-2]]}
app = StateGraph(S).add_node("chat", chat, destinations=("summarise", END)).add_node("summarise", summarise).add_edge(START, "chat").add_edge("summarise", END).compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "t1", "user": "ann"}}
for i in range(3):
    for ch in app.stream({"messages": [HumanMessage("q%d" % i, id="h%d" % i)]}, cfg, stream_mode="updates"):
        print({k: {kk: ([(type(m).__name__, m.content) for m in vv] if kk == "messages" else vv) for kk, vv in v.items()} for k, v in ch.items()})
st = app.get_state(cfg)
print([m.content for m in st.values["messages"]], st.values.get("summary"))
print(RemoveMessage.__name__, Command.__name__, Interrupt.__name__, ToolNode.__name__, sorted(RunnableConfig.__annotations__)[:3])
print(isinstance(app.checkpointer, BaseCheckpointSaver))
