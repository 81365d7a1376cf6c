# https://github.com/langchain-ai/langgraph/issues/1405 : a chat model with configurable_alternatives / configurable_fields used in a node, chosen per run by config["configurable"] (invoke, stream messages mode, with_config-bound graph, batch with per-input configs); and config_schema of the graph listing the fields
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel, FakeListChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.runnables import ConfigurableField, RunnableConfig
from langgraph.graph import StateGraph, MessagesState, START
a = GenericFakeChatModel(messages=iter([AIMessage("from a", id="a%d" % i) for i in range(50)]))
b = GenericFakeChatModel(messages=iter([AIMessage("from b", id="b%d" % i) for i in range(50)]))
model = a.configurable_alternatives(ConfigurableField(id="llm"), default_key="a", b=b)
lst = FakeListChatModel(responses=["one"]).configurable_fields(responses=ConfigurableField(id="responses", name="Responses", description="canned"))
def call(s, config: RunnableConfig):
    return {"messages": [model.invoke(s["messages"], config)]}
def call_list(s, config: RunnableConfig):
    r = lst.invoke(s["messages"], config) if "responses" not in config["configurable"] else AIMessage(config["configurable"]["responses"][0])
    return {"messages": [AIMessage(r.content, id="L")]}
g = StateGraph(MessagesState).add_node("call", call).add_node("call_list", call_list).add_edge(START, "call").add_edge("call", "call_list").compile()
inp = {"messages": [HumanMessage("hi", id="h")]}
def contents(out):
    return [m.content for m in out["messages"]]
print(contents(g.invoke(inp)))
print(sorted(g.config_schema().model_json_schema().get("properties", {})), [(c.id, c.name, c.description) for c in lst.config_specs])
print(contents(g.invoke(inp, {"configurable": {"llm": "b", "responses": ["three"]}})))
print([(c.content, m["langgraph_node"]) for c, m in g.stream(inp, {"configurable": {"llm": "b"}}, stream_mode="messages")])
print(contents(g.with_config(configurable={"llm": "b"}).invoke(inp)))
print([contents(o) for o in g.batch([inp, inp], [{"configurable": {"llm": "a"}}, {"configurable": {"llm": "b"}}])])
try:
    g.invoke(inp, {"configurable": {"llm": "zzz"}})
except Exception as e:
    print("ERR", type(e).__name__, e)
