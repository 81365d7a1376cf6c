# https://github.com/langchain-ai/langgraph/issues/4455 : stream_mode="messages" in a run given the user's own callbacks (a tracing handler): tokens of a model called with the node's config explicitly (a `config` parameter, get_config(), a prompt | model chain node, a RunnableLambda, create_react_agent, a @task with config) and of a react agent run inside a @task, sync and async: how many chunks each streams and how many tokens the user's handler heard
import asyncio
from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.prompts import ChatPromptTemplate, MessagesPlaceholder
from langchain_core.runnables import RunnableConfig, RunnableLambda
from langgraph.config import get_config
from langgraph.func import entrypoint, task
from langgraph.graph import StateGraph, START, MessagesState
from langgraph.prebuilt import create_react_agent
class H(BaseCallbackHandler):
    def __init__(self): self.n = 0
    def on_llm_new_token(self, *a, **k): self.n += 1
class Model(GenericFakeChatModel):
    def bind_tools(self, tools, **kw): return self
model = Model(messages=iter([AIMessage("x y z", id="m%d" % i) for i in range(400)]))
def cfg_node(s, config: RunnableConfig): return {"messages": [model.invoke(s["messages"], config)]}
def get_config_node(s): return {"messages": [model.invoke(s["messages"], get_config())]}
chain = ChatPromptTemplate.from_messages([MessagesPlaceholder("messages")]) | model | (lambda m: {"messages": [m]})
lam = RunnableLambda(lambda s, config: {"messages": [model.invoke(s["messages"], config)]})
nodes = [("config", cfg_node), ("get_config", get_config_node), ("chain", chain), ("lambda", lam), ("react", create_react_agent(model, []))]
def summary(chunks, sg):
    return [type((c[1] if sg else c)[0]).__name__ for c in chunks]
for label, n in nodes:
    g = StateGraph(MessagesState).add_node("n", n).add_edge(START, "n").compile()
    for sg in [False, True]:
        h = H()
        out = list(g.stream({"messages": [HumanMessage("hi", id="h")]}, {"callbacks": [h]}, stream_mode="messages", subgraphs=sg))
        print(label, sg, len(out), summary(out, sg)[:2], h.n)
    async def main():
        h = H()
        out = [c async for c in g.astream({"messages": [HumanMessage("hi", id="h")]}, {"callbacks": [h]}, stream_mode="messages")]
        return len(out), h.n
    print(label, "async", asyncio.run(main()))
agent = create_react_agent(model, [])
@task
def ask(msgs, config: RunnableConfig = None): return model.invoke(msgs, config)
@task
def run_agent(q): return agent.invoke({"messages": [HumanMessage(q, id="q")]})["messages"][-1].content
@entrypoint()
def ep(q): return [ask([HumanMessage(q, id="q")]).result().content, run_agent(q).result()]
for sg in [False, True]:
    h = H()
    out = list(ep.stream("hi", {"callbacks": [h]}, stream_mode="messages", subgraphs=sg))
    print("entrypoint", sg, len(out), [[n.split(":")[0] for n in c[0]] for c in out][:6] if sg else None, h.n)
