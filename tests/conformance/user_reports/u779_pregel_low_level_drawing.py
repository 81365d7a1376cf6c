# https://github.com/langchain-ai/langgraph/issues/1473 : get_graph() / draw_mermaid() / to_json() of low-level Pregel graphs: edges derived from channel writes and subscriptions, a Topic fan-in, a cycle, a nested Pregel node with xray, conditional-looking writes via mappers
from langgraph.channels import EphemeralValue, LastValue, Topic
from langgraph.pregel import Pregel, NodeBuilder
inner = Pregel(nodes={"i1": NodeBuilder().subscribe_only("p").do(lambda x: x).write_to("q")},
               channels={"p": EphemeralValue(str), "q": LastValue(str)}, input_channels="p", output_channels="q")
app = Pregel(
    nodes={
        "a": NodeBuilder().subscribe_only("inp").do(lambda x: x).write_to("m1", "m2"),
        "b": NodeBuilder().subscribe_only("m1").do(lambda x: x).write_to("t"),
        "c": NodeBuilder().subscribe_only("m2").do(inner).write_to("t", loop=lambda x: None),
        "d": NodeBuilder().subscribe_to("t").do(lambda d: d).write_to("out"),
        "e": NodeBuilder().subscribe_only("loop").do(lambda x: x).write_to("m1"),
    },
    channels={"inp": EphemeralValue(str), "m1": EphemeralValue(str), "m2": EphemeralValue(str), "t": Topic(str),
              "loop": EphemeralValue(str), "out": LastValue(str)},
    input_channels="inp", output_channels="out",
)
for xray in (False, True):
    gr = app.get_graph(xray=xray)
    print(xray, list(gr.nodes), sorted((e.source, e.target, e.conditional, e.data) for e in gr.edges))
print(app.get_graph().draw_mermaid())
js = app.get_graph().to_json()
print(sorted(js), len(js["nodes"]), len(js["edges"]))
from langgraph.channels import LastValueAfterFinish, NamedBarrierValue, BinaryOperatorAggregate
import operator
more = {
    "list_inputs": Pregel(nodes={"n1": NodeBuilder().subscribe_only("a").do(lambda x: x).write_to("b"), "n2": NodeBuilder().subscribe_only("b").do(lambda x: x).write_to("c", "log")},
                          channels={"a": EphemeralValue(str), "b": EphemeralValue(str), "c": EphemeralValue(str), "log": Topic(str, accumulate=True)}, input_channels=["a"], output_channels=["b", "c"]),
    "cycle": Pregel(nodes={"loop": NodeBuilder().subscribe_only("value").do(lambda x: x).write_to("value")}, channels={"value": EphemeralValue(str)}, input_channels=["value"], output_channels=["value"]),
    "cycle_str": Pregel(nodes={"loop": NodeBuilder().subscribe_only("value").do(lambda x: x).write_to("value")}, channels={"value": EphemeralValue(str)}, input_channels="value", output_channels="value"),
    "barrier": Pregel(nodes={"w1": NodeBuilder().subscribe_only("go").do(lambda x: x).write_to(bar=lambda x: "w1"), "w2": NodeBuilder().subscribe_only("go").do(lambda x: x).write_to(bar=lambda x: "w2"),
                             "j": NodeBuilder().subscribe_only("bar").do(lambda x: x).write_to("res")},
                      channels={"go": EphemeralValue(str), "bar": NamedBarrierValue(str, {"w1", "w2"}), "res": LastValue(str)}, input_channels="go", output_channels="res",
                      interrupt_before_nodes=["j"], interrupt_after_nodes=["w1", "j"]),
    "after_finish": Pregel(nodes={"s1": NodeBuilder().subscribe_only("n").do(lambda x: x).write_to("m", "late"), "fin": NodeBuilder().subscribe_only("late").do(lambda x: x).write_to("out")},
                           channels={"n": EphemeralValue(int), "m": EphemeralValue(int), "late": LastValueAfterFinish(int), "out": LastValue(str)}, input_channels="n", output_channels="out"),
    "accumulate": Pregel(nodes={"summer": NodeBuilder().subscribe_to("n").read_from("total").do(lambda d: 1).write_to("total")},
                         channels={"n": LastValue(int), "total": BinaryOperatorAggregate(int, operator.add)}, input_channels=["n"], output_channels=["total"]),
}
for label, p in more.items():
    try:
        gr = p.get_graph()
        print(label, list(gr.nodes), sorted((e.source, e.target, e.conditional) for e in gr.edges), [(k, n.metadata) for k, n in gr.nodes.items() if n.metadata])
    except Exception as e:
        print(label, "RAISED", type(e).__name__, e)
