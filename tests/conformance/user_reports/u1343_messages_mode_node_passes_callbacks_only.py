# https://github.com/langchain-ai/langgraph/issues/4455 : stream_mode="messages" when a node passes only the callbacks of its config on to the model ({"callbacks": config["callbacks"]}, get_config()["callbacks"] with tags), passes callbacks= as a keyword (LangChain's error), or passes {**config, run_name=...}: are the tokens still streamed
import asyncio
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.runnables import RunnableConfig
from langgraph.graph import StateGraph, MessagesState, START
from langgraph.config import get_config
model = GenericFakeChatModel(messages=iter([AIMessage("a b", id="m%d" % i) for i in range(50)]))
def cb_only(s, config: RunnableConfig):
    return {"messages": [model.invoke(s["messages"], {"callbacks": config["callbacks"]})]}
def cb_kw(s, config: RunnableConfig):
    return {"messages": [model.invoke(s["messages"], callbacks=config.get("callbacks"))]}
def getcfg_cb(s):
    return {"messages": [model.invoke(s["messages"], {"callbacks": get_config()["callbacks"], "tags": ["x"]})]}
def cfg_plus(s, config: RunnableConfig):
    return {"messages": [model.invoke(s["messages"], {**config, "run_name": "inner"})]}
for fn in [cb_only, cb_kw, getcfg_cb, cfg_plus]:
    g = StateGraph(MessagesState).add_node(fn.__name__, fn).add_edge(START, fn.__name__).compile()
    try:
        out = [(type(m).__name__, m.content) for m, _ in g.stream({"messages": [HumanMessage("hi", id="h")]}, stream_mode="messages")]
        print(fn.__name__, out)
    except Exception as e:
        print(fn.__name__, "ERR", type(e).__name__, e)
