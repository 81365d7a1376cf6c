# https://github.com/langchain-ai/langgraph/pull/2256 , https://github.com/langchain-ai/langgraph/issues/5010 : stream_mode="messages" from fake chat models two subgraph levels down (a node calling the model, a subgraph node, a subgraph inside it), with subgraphs=True and without: namespaces' node names, chunk contents, and the metadata keys langgraph_node / langgraph_step / langgraph_path / langgraph_triggers / checkpoint_ns / langgraph_checkpoint_ns shape / tags
import re
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage
class Model(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
def call(name, args, id):
    return {"name": name, "args": args, "id": id, "type": "tool_call"}
def show(msgs):
    return [(type(m).__name__, m.content, getattr(m, "tool_calls", None) or getattr(m, "tool_call_id", None), getattr(m, "name", None)) for m in msgs]
from langchain_core.messages import HumanMessage
from langgraph.graph import StateGraph, MessagesState, START
from langgraph.checkpoint.memory import InMemorySaver
inner_m = GenericFakeChatModel(messages=iter([AIMessage("inner says hi", id="i1")]))
mid_m = GenericFakeChatModel(messages=iter([AIMessage("mid says", id="m1"), AIMessage("mid again", id="m2")]))
top_m = GenericFakeChatModel(messages=iter([AIMessage("top done", id="t1"), AIMessage("top again", id="t2")]))
def inner_call(s):
    return {"messages": [inner_m.invoke(s["messages"], config={"tags": ["inner-tag"]})]}
inner = StateGraph(MessagesState).add_node("inner_call", inner_call).add_edge(START, "inner_call").compile()
def mid_call(s):
    return {"messages": [mid_m.invoke(s["messages"])]}
mid = StateGraph(MessagesState).add_node("mid_call", mid_call).add_node("inner", inner).add_edge(START, "mid_call").add_edge("mid_call", "inner").compile()
def top_call(s):
    return {"messages": [top_m.invoke(s["messages"])]}
app = StateGraph(MessagesState).add_node("mid", mid).add_node("top_call", top_call).add_edge(START, "mid").add_edge("mid", "top_call").compile(checkpointer=InMemorySaver())
def shape(ns):
    return re.sub(r":[0-9a-f-]{36}", ":<id>", ns) if isinstance(ns, str) else ns
for ns, (chunk, meta) in app.stream({"messages": [HumanMessage("x", id="h")]}, {"configurable": {"thread_id": "a"}}, stream_mode="messages", subgraphs=True):
    print([p.split(":")[0] for p in ns], type(chunk).__name__, repr(chunk.content), meta["langgraph_node"], meta["langgraph_step"], meta.get("langgraph_path"), meta.get("langgraph_triggers"), shape(meta.get("checkpoint_ns")), shape(meta.get("langgraph_checkpoint_ns")), sorted(meta.get("tags", [])), sorted(k for k in meta if not k.startswith("ls_")))
print("-- no subgraphs")
for chunk, meta in app.stream({"messages": [HumanMessage("y", id="h2")]}, {"configurable": {"thread_id": "b"}}, stream_mode="messages"):
    print(type(chunk).__name__, repr(chunk.content), meta["langgraph_node"], shape(meta.get("checkpoint_ns")))
