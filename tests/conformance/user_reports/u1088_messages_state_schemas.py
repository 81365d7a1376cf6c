# https://github.com/langchain-ai/langgraph/pull/380 : MessagesState and a subclass with extra keys: get_input_jsonschema / get_output_jsonschema (keys, required keys, title, the messages field's type), builder.channels types, compiled input_schema / output_schema names, and create_react_agent's input JSON schema keys
import json
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage
from langgraph.graph import StateGraph, START, END, MessagesState
from langgraph.prebuilt import create_react_agent
class Ext(MessagesState):
    summary: str
for schema in [MessagesState, Ext]:
    b = StateGraph(schema); b.add_node("n", lambda s: {}); b.add_edge(START, "n")
    g = b.compile()
    for js in [g.get_input_jsonschema(), g.get_output_jsonschema()]:
        print(js.get("title"), sorted(js.get("properties", {})), js.get("required"), js["properties"]["messages"].get("type"), js["properties"]["messages"].get("title"))
    print({k: type(v).__name__ for k, v in b.channels.items()}, g.input_schema.__name__, g.output_schema.__name__)
class Model(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
a = create_react_agent(Model(messages=iter([AIMessage("x")])), [])
js = a.get_input_jsonschema()
print(js.get("title"), sorted(js.get("properties", {})), js.get("required"))
js = a.get_output_jsonschema()
print(js.get("title"), sorted(js.get("properties", {})), js.get("required"))
