# https://github.com/langchain-ai/langgraph/pull/2256 : stream_mode="messages" for a chat model called inside a conditional-edge function (tokens tagged with the source node and its step) and inside a @task called from a node (streamed only with subgraphs=True, under the node's namespace, as the task's name), then the node's own returned message
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.graph import StateGraph, MessagesState, START, END
from langgraph.func import task
model = GenericFakeChatModel(messages=iter([AIMessage("route yes", id="r%d" % i) for i in range(50)]))
def route(s):
    out = model.invoke(s["messages"])
    return "b" if "yes" in out.content else END
@task
def think(msgs):
    return model.invoke(msgs)
def a(s): return {"messages": [AIMessage("a", id="a")]}
def b(s):
    m = think(s["messages"]).result()
    return {"messages": [AIMessage("b saw " + m.content, id="b")]}
g = StateGraph(MessagesState).add_node("a", a).add_node("b", b).add_edge(START, "a").add_conditional_edges("a", route).compile()
for sg in [False, True]:
    for item in g.stream({"messages": [HumanMessage("hi", id="h")]}, stream_mode="messages", subgraphs=sg):
        ns, (m, meta) = item if sg else ((), item)
        print(sg, [n.split(":")[0] for n in ns], type(m).__name__, repr(m.content), m.id, meta["langgraph_node"], meta["langgraph_step"], sorted(meta.get("tags", [])))
