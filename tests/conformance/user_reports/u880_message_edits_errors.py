# https://github.com/langchain-ai/langgraph/issues/3286 , https://github.com/langchain-ai/langgraph/issues/2286 : editing a chat thread's messages: RemoveMessage of an unknown id through update_state and as run input (the error and what the thread keeps), REMOVE_ALL_MESSAGES with a new message, replacing a message by id, Overwrite, removing and re-adding one id in one update, then another turn; the history's sources
from langchain_core.messages import AIMessage, HumanMessage, RemoveMessage
from langgraph.graph import StateGraph, MessagesState, START
from langgraph.graph.message import REMOVE_ALL_MESSAGES
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import Overwrite
def t(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, "RAISED", type(e).__name__, str(e).splitlines()[0][:160])
def bad_remove(s):
    return {"messages": [RemoveMessage(id="ghost")]}
def chat(s):
    return {"messages": [AIMessage("r%d" % len(s["messages"]), id="r%d" % len(s["messages"]))]}
app = StateGraph(MessagesState).add_node("chat", chat).add_node("bad_remove", bad_remove).add_edge(START, "chat").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
ids = lambda: [m.id for m in app.get_state(cfg).values["messages"]]
app.invoke({"messages": [HumanMessage("a", id="h1")]}, cfg)
app.invoke({"messages": [HumanMessage("b", id="h2")]}, cfg)
t("ids", ids)
t("remove ghost via update", lambda: app.update_state(cfg, {"messages": [RemoveMessage(id="ghost")]}, as_node="chat"))
t("ids after", ids)
t("remove ghost via input", lambda: app.invoke({"messages": [RemoveMessage(id="ghost")]}, cfg))
t("ids after2", lambda: (ids(), app.get_state(cfg).next))
t("remove all + new via update", lambda: app.update_state(cfg, {"messages": [RemoveMessage(id=REMOVE_ALL_MESSAGES), HumanMessage("fresh", id="f")]}, as_node="chat") and ids())
t("replace by id", lambda: app.update_state(cfg, {"messages": [HumanMessage("fresh edited", id="f")]}, as_node="chat") and [m.content for m in app.get_state(cfg).values["messages"]])
t("overwrite", lambda: app.update_state(cfg, {"messages": Overwrite([HumanMessage("over", id="o")])}, as_node="chat") and ids())
t("remove then re-add same id", lambda: app.update_state(cfg, {"messages": [RemoveMessage(id="o"), HumanMessage("back", id="o")]}, as_node="chat") and [(m.id, m.content) for m in app.get_state(cfg).values["messages"]])
t("continue", lambda: [m.id for m in app.invoke({"messages": [HumanMessage("c", id="h3")]}, cfg)["messages"]])
t("history sources", lambda: [h.metadata["source"] for h in app.get_state_history(cfg)][:8])
