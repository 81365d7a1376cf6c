"""Drawings printed by LangGraph 1.2.11 (langchain-core 1.8.3) for the graphs in
``draw_helpers.py`` -- recorded facts, not computed by lingxigraph."""

# (graph name, repr(xray)) -> nodes [(id, name, metadata)], edges [(source, target, data, conditional)], mermaid
FACTS = {('chain', 'False'): {'nodes': [('__start__', '__start__', None),
                                ('a', 'a', None),
                                ('b', 'b', None),
                                ('__end__', '__end__', None)],
                      'edges': [('__start__', 'a', None, False),
                                ('a', 'b', None, False),
                                ('b', '__end__', None, False)],
                      'mermaid': '---\n'
                                 'config:\n'
                                 '  flowchart:\n'
                                 '    curve: linear\n'
                                 '---\n'
                                 'graph TD;\n'
                                 '\t__start__([<p>__start__</p>]):::first\n'
                                 '\ta(a)\n'
                                 '\tb(b)\n'
                                 '\t__end__([<p>__end__</p>]):::last\n'
                                 '\t__start__ --> a;\n'
                                 '\ta --> b;\n'
                                 '\tb --> __end__;\n'
                                 '\tclassDef default fill:#f2f0ff,line-height:1.2\n'
                                 '\tclassDef first fill-opacity:0\n'
                                 '\tclassDef last fill:#bfb6fc\n'},
 ('cond_path_map', 'False'): {'nodes': [('__start__', '__start__', None),
                                        ('a', 'a', None),
                                        ('b', 'b', None),
                                        ('c', 'c', None),
                                        ('__end__', '__end__', None)],
                              'edges': [('__start__', 'a', None, False),
                                        ('a', '__end__', 'done', True),
                                        ('a', 'b', 'go_b', True),
                                        ('a', 'c', 'go_c', True),
                                        ('b', '__end__', None, False),
                                        ('c', '__end__', None, False)],
                              'mermaid': '---\n'
                                         'config:\n'
                                         '  flowchart:\n'
                                         '    curve: linear\n'
                                         '---\n'
                                         'graph TD;\n'
                                         '\t__start__([<p>__start__</p>]):::first\n'
                                         '\ta(a)\n'
                                         '\tb(b)\n'
                                         '\tc(c)\n'
                                         '\t__end__([<p>__end__</p>]):::last\n'
                                         '\t__start__ --> a;\n'
                                         '\ta -. &nbsp;done&nbsp; .-> __end__;\n'
                                         '\ta -. &nbsp;go_b&nbsp; .-> b;\n'
                                         '\ta -. &nbsp;go_c&nbsp; .-> c;\n'
                                         '\tb --> __end__;\n'
                                         '\tc --> __end__;\n'
                                         '\tclassDef default fill:#f2f0ff,line-height:1.2\n'
                                         '\tclassDef first fill-opacity:0\n'
                                         '\tclassDef last fill:#bfb6fc\n'},
 ('cond_path_list', 'False'): {'nodes': [('__start__', '__start__', None),
                                         ('a', 'a', None),
                                         ('b', 'b', None),
                                         ('c', 'c', None),
                                         ('__end__', '__end__', None)],
                               'edges': [('__start__', 'a', None, False),
                                         ('a', 'b', None, True),
                                         ('a', 'c', None, True),
                                         ('b', '__end__', None, False),
                                         ('c', '__end__', None, False)],
                               'mermaid': '---\n'
                                          'config:\n'
                                          '  flowchart:\n'
                                          '    curve: linear\n'
                                          '---\n'
                                          'graph TD;\n'
                                          '\t__start__([<p>__start__</p>]):::first\n'
                                          '\ta(a)\n'
                                          '\tb(b)\n'
                                          '\tc(c)\n'
                                          '\t__end__([<p>__end__</p>]):::last\n'
                                          '\t__start__ --> a;\n'
                                          '\ta -.-> b;\n'
                                          '\ta -.-> c;\n'
                                          '\tb --> __end__;\n'
                                          '\tc --> __end__;\n'
                                          '\tclassDef default fill:#f2f0ff,line-height:1.2\n'
                                          '\tclassDef first fill-opacity:0\n'
                                          '\tclassDef last fill:#bfb6fc\n'},
 ('cond_literal', 'False'): {'nodes': [('__start__', '__start__', None),
                                       ('a', 'a', None),
                                       ('b', 'b', None),
                                       ('c', 'c', None),
                                       ('__end__', '__end__', None)],
                             'edges': [('__start__', 'a', None, False),
                                       ('a', '__end__', None, True),
                                       ('a', 'b', None, True),
                                       ('a', 'c', None, True),
                                       ('b', '__end__', None, False),
                                       ('c', '__end__', None, False)],
                             'mermaid': '---\n'
                                        'config:\n'
                                        '  flowchart:\n'
                                        '    curve: linear\n'
                                        '---\n'
                                        'graph TD;\n'
                                        '\t__start__([<p>__start__</p>]):::first\n'
                                        '\ta(a)\n'
                                        '\tb(b)\n'
                                        '\tc(c)\n'
                                        '\t__end__([<p>__end__</p>]):::last\n'
                                        '\t__start__ --> a;\n'
                                        '\ta -.-> __end__;\n'
                                        '\ta -.-> b;\n'
                                        '\ta -.-> c;\n'
                                        '\tb --> __end__;\n'
                                        '\tc --> __end__;\n'
                                        '\tclassDef default fill:#f2f0ff,line-height:1.2\n'
                                        '\tclassDef first fill-opacity:0\n'
                                        '\tclassDef last fill:#bfb6fc\n'},
 ('cond_unknown_targets', 'False'): {'nodes': [('__start__', '__start__', None),
                                               ('a', 'a', None),
                                               ('b', 'b', None),
                                               ('c', 'c', None),
                                               ('__end__', '__end__', None)],
                                     'edges': [('__start__', 'a', None, False),
                                               ('a', '__end__', None, False)],
                                     'mermaid': '---\n'
                                                'config:\n'
                                                '  flowchart:\n'
                                                '    curve: linear\n'
                                                '---\n'
                                                'graph TD;\n'
                                                '\t__start__(<p>__start__</p>)\n'
                                                '\ta(a)\n'
                                                '\tb(b)\n'
                                                '\tc(c)\n'
                                                '\t__end__(<p>__end__</p>)\n'
                                                '\t__start__ --> a;\n'
                                                '\ta --> __end__;\n'
                                                '\tclassDef default fill:#f2f0ff,line-height:1.2\n'
                                                '\tclassDef first fill-opacity:0\n'
                                                '\tclassDef last fill:#bfb6fc\n'},
 ('cond_from_start', 'False'): {'nodes': [('__start__', '__start__', None),
                                          ('a', 'a', None),
                                          ('b', 'b', None),
                                          ('__end__', '__end__', None)],
                                'edges': [('__start__', 'a', None, True),
                                          ('__start__', 'b', None, True),
                                          ('a', '__end__', None, False),
                                          ('b', '__end__', None, False)],
                                'mermaid': '---\n'
                                           'config:\n'
                                           '  flowchart:\n'
                                           '    curve: linear\n'
                                           '---\n'
                                           'graph TD;\n'
                                           '\t__start__([<p>__start__</p>]):::first\n'
                                           '\ta(a)\n'
                                           '\tb(b)\n'
                                           '\t__end__([<p>__end__</p>]):::last\n'
                                           '\t__start__ -.-> a;\n'
                                           '\t__start__ -.-> b;\n'
                                           '\ta --> __end__;\n'
                                           '\tb --> __end__;\n'
                                           '\tclassDef default fill:#f2f0ff,line-height:1.2\n'
                                           '\tclassDef first fill-opacity:0\n'
                                           '\tclassDef last fill:#bfb6fc\n'},
 ('cond_shared_target', 'False'): {'nodes': [('__start__', '__start__', None),
                                             ('a', 'a', None),
                                             ('b', 'b', None),
                                             ('__end__', '__end__', None)],
                                   'edges': [('__start__', 'a', None, False),
                                             ('a', '__end__', 'z', True),
                                             ('a', 'b', 'x', True),
                                             ('b', '__end__', None, False)],
                                   'mermaid': '---\n'
                                              'config:\n'
                                              '  flowchart:\n'
                                              '    curve: linear\n'
                                              '---\n'
                                              'graph TD;\n'
                                              '\t__start__([<p>__start__</p>]):::first\n'
                                              '\ta(a)\n'
                                              '\tb(b)\n'
                                              '\t__end__([<p>__end__</p>]):::last\n'
                                              '\t__start__ --> a;\n'
                                              '\ta -. &nbsp;z&nbsp; .-> __end__;\n'
                                              '\ta -. &nbsp;x&nbsp; .-> b;\n'
                                              '\tb --> __end__;\n'
                                              '\tclassDef default fill:#f2f0ff,line-height:1.2\n'
                                              '\tclassDef first fill-opacity:0\n'
                                              '\tclassDef last fill:#bfb6fc\n'},
 ('cond_long_label', 'False'): {'nodes': [('__start__', '__start__', None),
                                          ('a', 'a', None),
                                          ('b', 'b', None),
                                          ('__end__', '__end__', None)],
                                'edges': [('__start__', 'a', None, False),
                                          ('a', '__end__', 'x', True),
                                          ('a',
                                           'b',
                                           'one two three four five six seven eight nine ten eleven',
                                           True),
                                          ('b', '__end__', None, False)],
                                'mermaid': '---\n'
                                           'config:\n'
                                           '  flowchart:\n'
                                           '    curve: linear\n'
                                           '---\n'
                                           'graph TD;\n'
                                           '\t__start__([<p>__start__</p>]):::first\n'
                                           '\ta(a)\n'
                                           '\tb(b)\n'
                                           '\t__end__([<p>__end__</p>]):::last\n'
                                           '\t__start__ --> a;\n'
                                           '\ta -. &nbsp;x&nbsp; .-> __end__;\n'
                                           '\ta -. &nbsp;one two three four five six seven eight '
                                           'nine&nbsp<br>&nbspten eleven&nbsp; .-> b;\n'
                                           '\tb --> __end__;\n'
                                           '\tclassDef default fill:#f2f0ff,line-height:1.2\n'
                                           '\tclassDef first fill-opacity:0\n'
                                           '\tclassDef last fill:#bfb6fc\n'},
 ('command_literal', 'False'): {'nodes': [('__start__', '__start__', None),
                                          ('a', 'a', None),
                                          ('b', 'b', None),
                                          ('c', 'c', None),
                                          ('__end__', '__end__', None)],
                                'edges': [('__start__', 'a', None, False),
                                          ('a', 'b', None, True),
                                          ('a', 'c', None, True),
                                          ('b', '__end__', None, False),
                                          ('c', '__end__', None, False)],
                                'mermaid': '---\n'
                                           'config:\n'
                                           '  flowchart:\n'
                                           '    curve: linear\n'
                                           '---\n'
                                           'graph TD;\n'
                                           '\t__start__([<p>__start__</p>]):::first\n'
                                           '\ta(a)\n'
                                           '\tb(b)\n'
                                           '\tc(c)\n'
                                           '\t__end__([<p>__end__</p>]):::last\n'
                                           '\t__start__ --> a;\n'
                                           '\ta -.-> b;\n'
                                           '\ta -.-> c;\n'
                                           '\tb --> __end__;\n'
                                           '\tc --> __end__;\n'
                                           '\tclassDef default fill:#f2f0ff,line-height:1.2\n'
                                           '\tclassDef first fill-opacity:0\n'
                                           '\tclassDef last fill:#bfb6fc\n'},
 ('command_destinations_tuple', 'False'): {'nodes': [('__start__', '__start__', None),
                                                     ('a', 'a', None),
                                                     ('b', 'b', None),
                                                     ('c', 'c', None),
                                                     ('__end__', '__end__', None)],
                                           'edges': [('__start__', 'a', None, False),
                                                     ('a', '__end__', None, True),
                                                     ('a', 'b', None, True),
                                                     ('a', 'c', None, True),
                                                     ('b', '__end__', None, False),
                                                     ('c', '__end__', None, False)],
                                           'mermaid': '---\n'
                                                      'config:\n'
                                                      '  flowchart:\n'
                                                      '    curve: linear\n'
                                                      '---\n'
                                                      'graph TD;\n'
                                                      '\t__start__([<p>__start__</p>]):::first\n'
                                                      '\ta(a)\n'
                                                      '\tb(b)\n'
                                                      '\tc(c)\n'
                                                      '\t__end__([<p>__end__</p>]):::last\n'
                                                      '\t__start__ --> a;\n'
                                                      '\ta -.-> __end__;\n'
                                                      '\ta -.-> b;\n'
                                                      '\ta -.-> c;\n'
                                                      '\tb --> __end__;\n'
                                                      '\tc --> __end__;\n'
                                                      '\tclassDef default fill:#f2f0ff,line-height:1.2\n'
                                                      '\tclassDef first fill-opacity:0\n'
                                                      '\tclassDef last fill:#bfb6fc\n'},
 ('command_destinations_dict', 'False'): {'nodes': [('__start__', '__start__', None),
                                                    ('a', 'a', None),
                                                    ('b', 'b', None),
                                                    ('c', 'c', None),
                                                    ('__end__', '__end__', None)],
                                          'edges': [('__start__', 'a', None, False),
                                                    ('a', 'b', 'to b', True),
                                                    ('a', 'c', 'to c', True),
                                                    ('b', '__end__', None, False),
                                                    ('c', '__end__', None, False)],
                                          'mermaid': '---\n'
                                                     'config:\n'
                                                     '  flowchart:\n'
                                                     '    curve: linear\n'
                                                     '---\n'
                                                     'graph TD;\n'
                                                     '\t__start__([<p>__start__</p>]):::first\n'
                                                     '\ta(a)\n'
                                                     '\tb(b)\n'
                                                     '\tc(c)\n'
                                                     '\t__end__([<p>__end__</p>]):::last\n'
                                                     '\t__start__ --> a;\n'
                                                     '\ta -. &nbsp;to b&nbsp; .-> b;\n'
                                                     '\ta -. &nbsp;to c&nbsp; .-> c;\n'
                                                     '\tb --> __end__;\n'
                                                     '\tc --> __end__;\n'
                                                     '\tclassDef default fill:#f2f0ff,line-height:1.2\n'
                                                     '\tclassDef first fill-opacity:0\n'
                                                     '\tclassDef last fill:#bfb6fc\n'},
 ('join', 'False'): {'nodes': [('__start__', '__start__', None),
                               ('a', 'a', None),
                               ('b', 'b', None),
                               ('c', 'c', None),
                               ('__end__', '__end__', None)],
                     'edges': [('__start__', 'a', None, False),
                               ('__start__', 'b', None, False),
                               ('a', 'c', None, False),
                               ('b', 'c', None, False),
                               ('c', '__end__', None, False)],
                     'mermaid': '---\n'
                                'config:\n'
                                '  flowchart:\n'
                                '    curve: linear\n'
                                '---\n'
                                'graph TD;\n'
                                '\t__start__([<p>__start__</p>]):::first\n'
                                '\ta(a)\n'
                                '\tb(b)\n'
                                '\tc(c)\n'
                                '\t__end__([<p>__end__</p>]):::last\n'
                                '\t__start__ --> a;\n'
                                '\t__start__ --> b;\n'
                                '\ta --> c;\n'
                                '\tb --> c;\n'
                                '\tc --> __end__;\n'
                                '\tclassDef default fill:#f2f0ff,line-height:1.2\n'
                                '\tclassDef first fill-opacity:0\n'
                                '\tclassDef last fill:#bfb6fc\n'},
 ('join_unreachable_source', 'False'): {'nodes': [('__start__', '__start__', None),
                                                  ('a', 'a', None),
                                                  ('b', 'b', None),
                                                  ('c', 'c', None),
                                                  ('__end__', '__end__', None)],
                                        'edges': [('__start__', 'a', None, False),
                                                  ('a', '__end__', None, False)],
                                        'mermaid': '---\n'
                                                   'config:\n'
                                                   '  flowchart:\n'
                                                   '    curve: linear\n'
                                                   '---\n'
                                                   'graph TD;\n'
                                                   '\t__start__(<p>__start__</p>)\n'
                                                   '\ta(a)\n'
                                                   '\tb(b)\n'
                                                   '\tc(c)\n'
                                                   '\t__end__(<p>__end__</p>)\n'
                                                   '\t__start__ --> a;\n'
                                                   '\ta --> __end__;\n'
                                                   '\tclassDef default fill:#f2f0ff,line-height:1.2\n'
                                                   '\tclassDef first fill-opacity:0\n'
                                                   '\tclassDef last fill:#bfb6fc\n'},
 ('sorted_edges', 'False'): {'nodes': [('__start__', '__start__', None),
                                       ('Z', 'Z', None),
                                       ('B', 'B', None),
                                       ('A', 'A', None),
                                       ('C', 'C', None),
                                       ('__end__', '__end__', None)],
                             'edges': [('A', 'C', None, False),
                                       ('Z', 'A', None, False),
                                       ('Z', 'B', None, False),
                                       ('__start__', 'Z', None, False),
                                       ('B', '__end__', None, False),
                                       ('C', '__end__', None, False)],
                             'mermaid': '---\n'
                                        'config:\n'
                                        '  flowchart:\n'
                                        '    curve: linear\n'
                                        '---\n'
                                        'graph TD;\n'
                                        '\t__start__([<p>__start__</p>]):::first\n'
                                        '\tZ(Z)\n'
                                        '\tB(B)\n'
                                        '\tA(A)\n'
                                        '\tC(C)\n'
                                        '\t__end__([<p>__end__</p>]):::last\n'
                                        '\tA --> C;\n'
                                        '\tZ --> A;\n'
                                        '\tZ --> B;\n'
                                        '\t__start__ --> Z;\n'
                                        '\tB --> __end__;\n'
                                        '\tC --> __end__;\n'
                                        '\tclassDef default fill:#f2f0ff,line-height:1.2\n'
                                        '\tclassDef first fill-opacity:0\n'
                                        '\tclassDef last fill:#bfb6fc\n'},
 ('agent_loop', 'False'): {'nodes': [('__start__', '__start__', None),
                                     ('agent', 'agent', None),
                                     ('tools', 'tools', None),
                                     ('__end__', '__end__', None)],
                           'edges': [('__start__', 'agent', None, False),
                                     ('agent', '__end__', 'end', True),
                                     ('agent', 'tools', 'continue', True),
                                     ('tools', 'agent', None, False)],
                           'mermaid': '---\n'
                                      'config:\n'
                                      '  flowchart:\n'
                                      '    curve: linear\n'
                                      '---\n'
                                      'graph TD;\n'
                                      '\t__start__([<p>__start__</p>]):::first\n'
                                      '\tagent(agent)\n'
                                      '\ttools(tools)\n'
                                      '\t__end__([<p>__end__</p>]):::last\n'
                                      '\t__start__ --> agent;\n'
                                      '\tagent -. &nbsp;end&nbsp; .-> __end__;\n'
                                      '\tagent -. &nbsp;continue&nbsp; .-> tools;\n'
                                      '\ttools --> agent;\n'
                                      '\tclassDef default fill:#f2f0ff,line-height:1.2\n'
                                      '\tclassDef first fill-opacity:0\n'
                                      '\tclassDef last fill:#bfb6fc\n'},
 ('self_loop', 'False'): {'nodes': [('__start__', '__start__', None),
                                    ('a', 'a', None),
                                    ('__end__', '__end__', None)],
                          'edges': [('__start__', 'a', None, False),
                                    ('a', '__end__', None, True),
                                    ('a', 'a', None, True)],
                          'mermaid': '---\n'
                                     'config:\n'
                                     '  flowchart:\n'
                                     '    curve: linear\n'
                                     '---\n'
                                     'graph TD;\n'
                                     '\t__start__([<p>__start__</p>]):::first\n'
                                     '\ta(a)\n'
                                     '\t__end__([<p>__end__</p>]):::last\n'
                                     '\t__start__ --> a;\n'
                                     '\ta -.-> __end__;\n'
                                     '\ta -.-> a;\n'
                                     '\tclassDef default fill:#f2f0ff,line-height:1.2\n'
                                     '\tclassDef first fill-opacity:0\n'
                                     '\tclassDef last fill:#bfb6fc\n'},
 ('metadata_defer_interrupts', 'False'): {'nodes': [('__start__', '__start__', None),
                                                    ('a',
                                                     'a',
                                                     {'k': 'v',
                                                      'n': 1,
                                                      'defer': True,
                                                      '__interrupt': 'before,after'}),
                                                    ('b', 'b', {'__interrupt': 'before'}),
                                                    ('__end__', '__end__', None)],
                                          'edges': [('__start__', 'a', None, False),
                                                    ('a', 'b', None, False),
                                                    ('b', '__end__', None, False)],
                                          'mermaid': '---\n'
                                                     'config:\n'
                                                     '  flowchart:\n'
                                                     '    curve: linear\n'
                                                     '---\n'
                                                     'graph TD;\n'
                                                     '\t__start__([<p>__start__</p>]):::first\n'
                                                     '\ta(a<hr/><small><em>k = v\n'
                                                     'n = 1\n'
                                                     'defer = True\n'
                                                     '__interrupt = before,after</em></small>)\n'
                                                     '\tb(b<hr/><small><em>__interrupt = '
                                                     'before</em></small>)\n'
                                                     '\t__end__([<p>__end__</p>]):::last\n'
                                                     '\t__start__ --> a;\n'
                                                     '\ta --> b;\n'
                                                     '\tb --> __end__;\n'
                                                     '\tclassDef default fill:#f2f0ff,line-height:1.2\n'
                                                     '\tclassDef first fill-opacity:0\n'
                                                     '\tclassDef last fill:#bfb6fc\n'},
 ('odd_names', 'False'): {'nodes': [('__start__', '__start__', None),
                                    ('my node', 'my node', None),
                                    ('_priv_', '_priv_', None),
                                    ('*star*', '*star*', None),
                                    ('x[1]', 'x[1]', None),
                                    ('a^b', 'a^b', None),
                                    ('ü', 'ü', None),
                                    ('`tick`', '`tick`', None),
                                    ('node-2', 'node-2', None),
                                    ('N.3', 'N.3', None),
                                    ('__end__', '__end__', None)],
                          'edges': [('*star*', 'x[1]', None, False),
                                    ('__start__', 'my node', None, False),
                                    ('_priv_', '*star*', None, False),
                                    ('`tick`', 'node-2', None, False),
                                    ('a^b', 'ü', None, False),
                                    ('my node', '_priv_', None, False),
                                    ('node-2', 'N.3', None, False),
                                    ('x[1]', 'a^b', None, False),
                                    ('ü', '`tick`', None, False),
                                    ('N.3', '__end__', None, False)],
                          'mermaid': '---\n'
                                     'config:\n'
                                     '  flowchart:\n'
                                     '    curve: linear\n'
                                     '---\n'
                                     'graph TD;\n'
                                     '\t__start__([<p>__start__</p>]):::first\n'
                                     '\tmy\\20node(my node)\n'
                                     '\t_priv_(<p>_priv_</p>)\n'
                                     '\t\\2astar\\2a(<p>*star*</p>)\n'
                                     '\tx\\5b1\\5d(x[1])\n'
                                     '\ta\\5eb(a^b)\n'
                                     '\t\\fc(ü)\n'
                                     '\t\\60tick\\60(<p>`tick`</p>)\n'
                                     '\tnode-2(node-2)\n'
                                     '\tN\\2e3(N.3)\n'
                                     '\t__end__([<p>__end__</p>]):::last\n'
                                     '\t\\2astar\\2a --> x\\5b1\\5d;\n'
                                     '\t__start__ --> my\\20node;\n'
                                     '\t_priv_ --> \\2astar\\2a;\n'
                                     '\t\\60tick\\60 --> node-2;\n'
                                     '\ta\\5eb --> \\fc;\n'
                                     '\tmy\\20node --> _priv_;\n'
                                     '\tnode-2 --> N\\2e3;\n'
                                     '\tx\\5b1\\5d --> a\\5eb;\n'
                                     '\t\\fc --> \\60tick\\60;\n'
                                     '\tN\\2e3 --> __end__;\n'
                                     '\tclassDef default fill:#f2f0ff,line-height:1.2\n'
                                     '\tclassDef first fill-opacity:0\n'
                                     '\tclassDef last fill:#bfb6fc\n'},
 ('with_error_handler', 'False'): {'nodes': [('__start__', '__start__', None),
                                             ('__error_handler__a', '__error_handler__a', None),
                                             ('a', 'a', None),
                                             ('b', 'b', None),
                                             ('__end__', '__end__', None)],
                                   'edges': [('__start__', 'a', None, False),
                                             ('a', 'b', None, False),
                                             ('b', '__end__', None, False)],
                                   'mermaid': '---\n'
                                              'config:\n'
                                              '  flowchart:\n'
                                              '    curve: linear\n'
                                              '---\n'
                                              'graph TD;\n'
                                              '\t__start__(<p>__start__</p>)\n'
                                              '\t__error_handler__a(__error_handler__a)\n'
                                              '\ta(a)\n'
                                              '\tb(b)\n'
                                              '\t__end__(<p>__end__</p>)\n'
                                              '\t__start__ --> a;\n'
                                              '\ta --> b;\n'
                                              '\tb --> __end__;\n'
                                              '\tclassDef default fill:#f2f0ff,line-height:1.2\n'
                                              '\tclassDef first fill-opacity:0\n'
                                              '\tclassDef last fill:#bfb6fc\n'},
 ('subgraph', 'False'): {'nodes': [('__start__', '__start__', None),
                                   ('a', 'a', None),
                                   ('child', 'child', None),
                                   ('c', 'c', None),
                                   ('__end__', '__end__', None)],
                         'edges': [('__start__', 'a', None, False),
                                   ('a', 'child', None, False),
                                   ('child', 'c', None, False),
                                   ('c', '__end__', None, False)],
                         'mermaid': '---\n'
                                    'config:\n'
                                    '  flowchart:\n'
                                    '    curve: linear\n'
                                    '---\n'
                                    'graph TD;\n'
                                    '\t__start__([<p>__start__</p>]):::first\n'
                                    '\ta(a)\n'
                                    '\tchild(child)\n'
                                    '\tc(c)\n'
                                    '\t__end__([<p>__end__</p>]):::last\n'
                                    '\t__start__ --> a;\n'
                                    '\ta --> child;\n'
                                    '\tchild --> c;\n'
                                    '\tc --> __end__;\n'
                                    '\tclassDef default fill:#f2f0ff,line-height:1.2\n'
                                    '\tclassDef first fill-opacity:0\n'
                                    '\tclassDef last fill:#bfb6fc\n'},
 ('subgraph', 'True'): {'nodes': [('__start__', '__start__', None),
                                  ('a', 'a', None),
                                  ('c', 'c', None),
                                  ('__end__', '__end__', None),
                                  ('child:s1', 's1', None),
                                  ('child:s2', 's2', None)],
                        'edges': [('__start__', 'a', None, False),
                                  ('a', 'child:s1', None, False),
                                  ('child:s2', 'c', None, False),
                                  ('c', '__end__', None, False),
                                  ('child:s1', 'child:s2', None, False)],
                        'mermaid': '---\n'
                                   'config:\n'
                                   '  flowchart:\n'
                                   '    curve: linear\n'
                                   '---\n'
                                   'graph TD;\n'
                                   '\t__start__([<p>__start__</p>]):::first\n'
                                   '\ta(a)\n'
                                   '\tc(c)\n'
                                   '\t__end__([<p>__end__</p>]):::last\n'
                                   '\t__start__ --> a;\n'
                                   '\ta --> child\\3as1;\n'
                                   '\tchild\\3as2 --> c;\n'
                                   '\tc --> __end__;\n'
                                   '\tsubgraph child\n'
                                   '\tchild\\3as1(s1)\n'
                                   '\tchild\\3as2(s2)\n'
                                   '\tchild\\3as1 --> child\\3as2;\n'
                                   '\tend\n'
                                   '\tclassDef default fill:#f2f0ff,line-height:1.2\n'
                                   '\tclassDef first fill-opacity:0\n'
                                   '\tclassDef last fill:#bfb6fc\n'},
 ('subgraph_conditional', 'False'): {'nodes': [('__start__', '__start__', None),
                                               ('a', 'a', None),
                                               ('child', 'child', None),
                                               ('__end__', '__end__', None)],
                                     'edges': [('__start__', 'a', None, False),
                                               ('a', '__end__', 'y', True),
                                               ('a', 'child', 'x', True),
                                               ('child', '__end__', None, False)],
                                     'mermaid': '---\n'
                                                'config:\n'
                                                '  flowchart:\n'
                                                '    curve: linear\n'
                                                '---\n'
                                                'graph TD;\n'
                                                '\t__start__([<p>__start__</p>]):::first\n'
                                                '\ta(a)\n'
                                                '\tchild(child)\n'
                                                '\t__end__([<p>__end__</p>]):::last\n'
                                                '\t__start__ --> a;\n'
                                                '\ta -. &nbsp;y&nbsp; .-> __end__;\n'
                                                '\ta -. &nbsp;x&nbsp; .-> child;\n'
                                                '\tchild --> __end__;\n'
                                                '\tclassDef default fill:#f2f0ff,line-height:1.2\n'
                                                '\tclassDef first fill-opacity:0\n'
                                                '\tclassDef last fill:#bfb6fc\n'},
 ('subgraph_conditional', 'True'): {'nodes': [('__start__', '__start__', None),
                                              ('a', 'a', None),
                                              ('__end__', '__end__', None),
                                              ('child:s1', 's1', None),
                                              ('child:s2', 's2', None),
                                              ('child:__end__', '__end__', None)],
                                    'edges': [('__start__', 'a', None, False),
                                              ('a', '__end__', 'y', True),
                                              ('a', 'child:s1', 'x', True),
                                              ('child:__end__', '__end__', None, False),
                                              ('child:s1', 'child:__end__', None, True),
                                              ('child:s1', 'child:s2', None, True),
                                              ('child:s2', 'child:__end__', None, False)],
                                    'mermaid': '---\n'
                                               'config:\n'
                                               '  flowchart:\n'
                                               '    curve: linear\n'
                                               '---\n'
                                               'graph TD;\n'
                                               '\t__start__([<p>__start__</p>]):::first\n'
                                               '\ta(a)\n'
                                               '\t__end__([<p>__end__</p>]):::last\n'
                                               '\t__start__ --> a;\n'
                                               '\ta -. &nbsp;y&nbsp; .-> __end__;\n'
                                               '\ta -. &nbsp;x&nbsp; .-> child\\3as1;\n'
                                               '\tchild\\3a__end__ --> __end__;\n'
                                               '\tsubgraph child\n'
                                               '\tchild\\3as1(s1)\n'
                                               '\tchild\\3as2(s2)\n'
                                               '\tchild\\3a__end__(<p>__end__</p>)\n'
                                               '\tchild\\3as1 -.-> child\\3a__end__;\n'
                                               '\tchild\\3as1 -.-> child\\3as2;\n'
                                               '\tchild\\3as2 --> child\\3a__end__;\n'
                                               '\tend\n'
                                               '\tclassDef default fill:#f2f0ff,line-height:1.2\n'
                                               '\tclassDef first fill-opacity:0\n'
                                               '\tclassDef last fill:#bfb6fc\n'},
 ('subgraph_branching_start', 'False'): {'nodes': [('__start__', '__start__', None),
                                                   ('child', 'child', None),
                                                   ('z', 'z', None),
                                                   ('__end__', '__end__', None)],
                                         'edges': [('__start__', 'child', None, False),
                                                   ('child', 'z', None, False),
                                                   ('z', '__end__', None, False)],
                                         'mermaid': '---\n'
                                                    'config:\n'
                                                    '  flowchart:\n'
                                                    '    curve: linear\n'
                                                    '---\n'
                                                    'graph TD;\n'
                                                    '\t__start__([<p>__start__</p>]):::first\n'
                                                    '\tchild(child)\n'
                                                    '\tz(z)\n'
                                                    '\t__end__([<p>__end__</p>]):::last\n'
                                                    '\t__start__ --> child;\n'
                                                    '\tchild --> z;\n'
                                                    '\tz --> __end__;\n'
                                                    '\tclassDef default fill:#f2f0ff,line-height:1.2\n'
                                                    '\tclassDef first fill-opacity:0\n'
                                                    '\tclassDef last fill:#bfb6fc\n'},
 ('subgraph_branching_start', 'True'): {'nodes': [('__start__', '__start__', None),
                                                  ('z', 'z', None),
                                                  ('__end__', '__end__', None),
                                                  ('child:__start__', '__start__', None),
                                                  ('child:s1', 's1', None),
                                                  ('child:s2', 's2', None),
                                                  ('child:__end__', '__end__', None)],
                                        'edges': [('__start__', 'child:__start__', None, False),
                                                  ('child:__end__', 'z', None, False),
                                                  ('z', '__end__', None, False),
                                                  ('child:__start__', 'child:s1', None, True),
                                                  ('child:__start__', 'child:s2', None, True),
                                                  ('child:s1', 'child:__end__', None, False),
                                                  ('child:s2', 'child:__end__', None, False)],
                                        'mermaid': '---\n'
                                                   'config:\n'
                                                   '  flowchart:\n'
                                                   '    curve: linear\n'
                                                   '---\n'
                                                   'graph TD;\n'
                                                   '\t__start__([<p>__start__</p>]):::first\n'
                                                   '\tz(z)\n'
                                                   '\t__end__([<p>__end__</p>]):::last\n'
                                                   '\t__start__ --> child\\3a__start__;\n'
                                                   '\tchild\\3a__end__ --> z;\n'
                                                   '\tz --> __end__;\n'
                                                   '\tsubgraph child\n'
                                                   '\tchild\\3a__start__(<p>__start__</p>)\n'
                                                   '\tchild\\3as1(s1)\n'
                                                   '\tchild\\3as2(s2)\n'
                                                   '\tchild\\3a__end__(<p>__end__</p>)\n'
                                                   '\tchild\\3a__start__ -.-> child\\3as1;\n'
                                                   '\tchild\\3a__start__ -.-> child\\3as2;\n'
                                                   '\tchild\\3as1 --> child\\3a__end__;\n'
                                                   '\tchild\\3as2 --> child\\3a__end__;\n'
                                                   '\tend\n'
                                                   '\tclassDef default fill:#f2f0ff,line-height:1.2\n'
                                                   '\tclassDef first fill-opacity:0\n'
                                                   '\tclassDef last fill:#bfb6fc\n'},
 ('nested_subgraphs', 'False'): {'nodes': [('__start__', '__start__', None),
                                           ('top', 'top', None),
                                           ('child', 'child', None),
                                           ('__end__', '__end__', None)],
                                 'edges': [('__start__', 'top', None, False),
                                           ('top', 'child', None, False),
                                           ('child', '__end__', None, False)],
                                 'mermaid': '---\n'
                                            'config:\n'
                                            '  flowchart:\n'
                                            '    curve: linear\n'
                                            '---\n'
                                            'graph TD;\n'
                                            '\t__start__([<p>__start__</p>]):::first\n'
                                            '\ttop(top)\n'
                                            '\tchild(child)\n'
                                            '\t__end__([<p>__end__</p>]):::last\n'
                                            '\t__start__ --> top;\n'
                                            '\ttop --> child;\n'
                                            '\tchild --> __end__;\n'
                                            '\tclassDef default fill:#f2f0ff,line-height:1.2\n'
                                            '\tclassDef first fill-opacity:0\n'
                                            '\tclassDef last fill:#bfb6fc\n'},
 ('nested_subgraphs', 'True'): {'nodes': [('__start__', '__start__', None),
                                          ('top', 'top', None),
                                          ('__end__', '__end__', None),
                                          ('child:s1', 's1', None),
                                          ('child:s3', 's3', None),
                                          ('child:inner2:d1', 'd1', None),
                                          ('child:inner2:d2', 'd2', None)],
                                'edges': [('__start__', 'top', None, False),
                                          ('top', 'child:s1', None, False),
                                          ('child:s3', '__end__', None, False),
                                          ('child:inner2:d2', 'child:s3', None, False),
                                          ('child:s1', 'child:inner2:d1', None, False),
                                          ('child:inner2:d1', 'child:inner2:d2', None, False)],
                                'mermaid': '---\n'
                                           'config:\n'
                                           '  flowchart:\n'
                                           '    curve: linear\n'
                                           '---\n'
                                           'graph TD;\n'
                                           '\t__start__([<p>__start__</p>]):::first\n'
                                           '\ttop(top)\n'
                                           '\t__end__([<p>__end__</p>]):::last\n'
                                           '\t__start__ --> top;\n'
                                           '\ttop --> child\\3as1;\n'
                                           '\tchild\\3as3 --> __end__;\n'
                                           '\tsubgraph child\n'
                                           '\tchild\\3as1(s1)\n'
                                           '\tchild\\3as3(s3)\n'
                                           '\tchild\\3ainner2\\3ad2 --> child\\3as3;\n'
                                           '\tchild\\3as1 --> child\\3ainner2\\3ad1;\n'
                                           '\tsubgraph inner2\n'
                                           '\tchild\\3ainner2\\3ad1(d1)\n'
                                           '\tchild\\3ainner2\\3ad2(d2)\n'
                                           '\tchild\\3ainner2\\3ad1 --> child\\3ainner2\\3ad2;\n'
                                           '\tend\n'
                                           '\tend\n'
                                           '\tclassDef default fill:#f2f0ff,line-height:1.2\n'
                                           '\tclassDef first fill-opacity:0\n'
                                           '\tclassDef last fill:#bfb6fc\n'},
 ('nested_subgraphs', '1'): {'nodes': [('__start__', '__start__', None),
                                       ('top', 'top', None),
                                       ('__end__', '__end__', None),
                                       ('child:s1', 's1', None),
                                       ('child:inner2', 'inner2', None),
                                       ('child:s3', 's3', None)],
                             'edges': [('__start__', 'top', None, False),
                                       ('top', 'child:s1', None, False),
                                       ('child:s3', '__end__', None, False),
                                       ('child:inner2', 'child:s3', None, False),
                                       ('child:s1', 'child:inner2', None, False)],
                             'mermaid': '---\n'
                                        'config:\n'
                                        '  flowchart:\n'
                                        '    curve: linear\n'
                                        '---\n'
                                        'graph TD;\n'
                                        '\t__start__([<p>__start__</p>]):::first\n'
                                        '\ttop(top)\n'
                                        '\t__end__([<p>__end__</p>]):::last\n'
                                        '\t__start__ --> top;\n'
                                        '\ttop --> child\\3as1;\n'
                                        '\tchild\\3as3 --> __end__;\n'
                                        '\tsubgraph child\n'
                                        '\tchild\\3as1(s1)\n'
                                        '\tchild\\3ainner2(inner2)\n'
                                        '\tchild\\3as3(s3)\n'
                                        '\tchild\\3ainner2 --> child\\3as3;\n'
                                        '\tchild\\3as1 --> child\\3ainner2;\n'
                                        '\tend\n'
                                        '\tclassDef default fill:#f2f0ff,line-height:1.2\n'
                                        '\tclassDef first fill-opacity:0\n'
                                        '\tclassDef last fill:#bfb6fc\n'},
 ('nested_subgraphs', '2'): {'nodes': [('__start__', '__start__', None),
                                       ('top', 'top', None),
                                       ('__end__', '__end__', None),
                                       ('child:s1', 's1', None),
                                       ('child:s3', 's3', None),
                                       ('child:inner2:d1', 'd1', None),
                                       ('child:inner2:d2', 'd2', None)],
                             'edges': [('__start__', 'top', None, False),
                                       ('top', 'child:s1', None, False),
                                       ('child:s3', '__end__', None, False),
                                       ('child:inner2:d2', 'child:s3', None, False),
                                       ('child:s1', 'child:inner2:d1', None, False),
                                       ('child:inner2:d1', 'child:inner2:d2', None, False)],
                             'mermaid': '---\n'
                                        'config:\n'
                                        '  flowchart:\n'
                                        '    curve: linear\n'
                                        '---\n'
                                        'graph TD;\n'
                                        '\t__start__([<p>__start__</p>]):::first\n'
                                        '\ttop(top)\n'
                                        '\t__end__([<p>__end__</p>]):::last\n'
                                        '\t__start__ --> top;\n'
                                        '\ttop --> child\\3as1;\n'
                                        '\tchild\\3as3 --> __end__;\n'
                                        '\tsubgraph child\n'
                                        '\tchild\\3as1(s1)\n'
                                        '\tchild\\3as3(s3)\n'
                                        '\tchild\\3ainner2\\3ad2 --> child\\3as3;\n'
                                        '\tchild\\3as1 --> child\\3ainner2\\3ad1;\n'
                                        '\tsubgraph inner2\n'
                                        '\tchild\\3ainner2\\3ad1(d1)\n'
                                        '\tchild\\3ainner2\\3ad2(d2)\n'
                                        '\tchild\\3ainner2\\3ad1 --> child\\3ainner2\\3ad2;\n'
                                        '\tend\n'
                                        '\tend\n'
                                        '\tclassDef default fill:#f2f0ff,line-height:1.2\n'
                                        '\tclassDef first fill-opacity:0\n'
                                        '\tclassDef last fill:#bfb6fc\n'},
 ('two_subgraphs', 'False'): {'nodes': [('__start__', '__start__', None),
                                        ('p', 'p', None),
                                        ('q', 'q', None),
                                        ('__end__', '__end__', None)],
                              'edges': [('__start__', 'p', None, False),
                                        ('p', 'q', None, False),
                                        ('q', '__end__', None, False)],
                              'mermaid': '---\n'
                                         'config:\n'
                                         '  flowchart:\n'
                                         '    curve: linear\n'
                                         '---\n'
                                         'graph TD;\n'
                                         '\t__start__([<p>__start__</p>]):::first\n'
                                         '\tp(p)\n'
                                         '\tq(q)\n'
                                         '\t__end__([<p>__end__</p>]):::last\n'
                                         '\t__start__ --> p;\n'
                                         '\tp --> q;\n'
                                         '\tq --> __end__;\n'
                                         '\tclassDef default fill:#f2f0ff,line-height:1.2\n'
                                         '\tclassDef first fill-opacity:0\n'
                                         '\tclassDef last fill:#bfb6fc\n'},
 ('two_subgraphs', 'True'): {'nodes': [('__start__', '__start__', None),
                                       ('__end__', '__end__', None),
                                       ('p:p1', 'p1', None),
                                       ('p:p2', 'p2', None),
                                       ('q:q1', 'q1', None)],
                             'edges': [('__start__', 'p:p1', None, False),
                                       ('p:p2', 'q:q1', None, False),
                                       ('q:q1', '__end__', None, False),
                                       ('p:p1', 'p:p2', None, False)],
                             'mermaid': '---\n'
                                        'config:\n'
                                        '  flowchart:\n'
                                        '    curve: linear\n'
                                        '---\n'
                                        'graph TD;\n'
                                        '\t__start__([<p>__start__</p>]):::first\n'
                                        '\t__end__([<p>__end__</p>]):::last\n'
                                        '\t__start__ --> p\\3ap1;\n'
                                        '\tp\\3ap2 --> q\\3aq1;\n'
                                        '\tq\\3aq1 --> __end__;\n'
                                        '\tsubgraph p\n'
                                        '\tp\\3ap1(p1)\n'
                                        '\tp\\3ap2(p2)\n'
                                        '\tp\\3ap1 --> p\\3ap2;\n'
                                        '\tend\n'
                                        '\tsubgraph q\n'
                                        '\tq\\3aq1(q1)\n'
                                        '\tend\n'
                                        '\tclassDef default fill:#f2f0ff,line-height:1.2\n'
                                        '\tclassDef first fill-opacity:0\n'
                                        '\tclassDef last fill:#bfb6fc\n'},
 ('subgraph_loop', 'False'): {'nodes': [('__start__', '__start__', None),
                                        ('p', 'p', None),
                                        ('t', 't', None),
                                        ('__end__', '__end__', None)],
                              'edges': [('__start__', 'p', None, False),
                                        ('p', 'p', 'again', True),
                                        ('p', 't', None, True),
                                        ('t', '__end__', None, False)],
                              'mermaid': '---\n'
                                         'config:\n'
                                         '  flowchart:\n'
                                         '    curve: linear\n'
                                         '---\n'
                                         'graph TD;\n'
                                         '\t__start__([<p>__start__</p>]):::first\n'
                                         '\tp(p)\n'
                                         '\tt(t)\n'
                                         '\t__end__([<p>__end__</p>]):::last\n'
                                         '\t__start__ --> p;\n'
                                         '\tp -.-> t;\n'
                                         '\tt --> __end__;\n'
                                         '\tp -. &nbsp;again&nbsp; .-> p;\n'
                                         '\tclassDef default fill:#f2f0ff,line-height:1.2\n'
                                         '\tclassDef first fill-opacity:0\n'
                                         '\tclassDef last fill:#bfb6fc\n'},
 ('subgraph_loop', 'True'): {'nodes': [('__start__', '__start__', None),
                                       ('t', 't', None),
                                       ('__end__', '__end__', None),
                                       ('p:p1', 'p1', None),
                                       ('p:p2', 'p2', None)],
                             'edges': [('__start__', 'p:p1', None, False),
                                       ('p:p2', 'p:p1', 'again', True),
                                       ('p:p2', 't', None, True),
                                       ('t', '__end__', None, False),
                                       ('p:p1', 'p:p2', None, False)],
                             'mermaid': '---\n'
                                        'config:\n'
                                        '  flowchart:\n'
                                        '    curve: linear\n'
                                        '---\n'
                                        'graph TD;\n'
                                        '\t__start__([<p>__start__</p>]):::first\n'
                                        '\tt(t)\n'
                                        '\t__end__([<p>__end__</p>]):::last\n'
                                        '\t__start__ --> p\\3ap1;\n'
                                        '\tp\\3ap2 -.-> t;\n'
                                        '\tt --> __end__;\n'
                                        '\tsubgraph p\n'
                                        '\tp\\3ap1(p1)\n'
                                        '\tp\\3ap2(p2)\n'
                                        '\tp\\3ap2 -. &nbsp;again&nbsp; .-> p\\3ap1;\n'
                                        '\tp\\3ap1 --> p\\3ap2;\n'
                                        '\tend\n'
                                        '\tclassDef default fill:#f2f0ff,line-height:1.2\n'
                                        '\tclassDef first fill-opacity:0\n'
                                        '\tclassDef last fill:#bfb6fc\n'},
 ('command_to_subgraph', 'False'): {'nodes': [('__start__', '__start__', None),
                                              ('go', 'go', None),
                                              ('child', 'child', None),
                                              ('__end__', '__end__', None)],
                                    'edges': [('__start__', 'go', None, False),
                                              ('go', '__end__', None, True),
                                              ('go', 'child', None, True),
                                              ('child', '__end__', None, False)],
                                    'mermaid': '---\n'
                                               'config:\n'
                                               '  flowchart:\n'
                                               '    curve: linear\n'
                                               '---\n'
                                               'graph TD;\n'
                                               '\t__start__([<p>__start__</p>]):::first\n'
                                               '\tgo(go)\n'
                                               '\tchild(child)\n'
                                               '\t__end__([<p>__end__</p>]):::last\n'
                                               '\t__start__ --> go;\n'
                                               '\tgo -.-> __end__;\n'
                                               '\tgo -.-> child;\n'
                                               '\tchild --> __end__;\n'
                                               '\tclassDef default fill:#f2f0ff,line-height:1.2\n'
                                               '\tclassDef first fill-opacity:0\n'
                                               '\tclassDef last fill:#bfb6fc\n'},
 ('command_to_subgraph', 'True'): {'nodes': [('__start__', '__start__', None),
                                             ('go', 'go', None),
                                             ('__end__', '__end__', None),
                                             ('child:s1', 's1', None),
                                             ('child:s2', 's2', None)],
                                   'edges': [('__start__', 'go', None, False),
                                             ('go', '__end__', None, True),
                                             ('go', 'child:s1', None, True),
                                             ('child:s2', '__end__', None, False),
                                             ('child:s1', 'child:s2', None, False)],
                                   'mermaid': '---\n'
                                              'config:\n'
                                              '  flowchart:\n'
                                              '    curve: linear\n'
                                              '---\n'
                                              'graph TD;\n'
                                              '\t__start__([<p>__start__</p>]):::first\n'
                                              '\tgo(go)\n'
                                              '\t__end__([<p>__end__</p>]):::last\n'
                                              '\t__start__ --> go;\n'
                                              '\tgo -.-> __end__;\n'
                                              '\tgo -.-> child\\3as1;\n'
                                              '\tchild\\3as2 --> __end__;\n'
                                              '\tsubgraph child\n'
                                              '\tchild\\3as1(s1)\n'
                                              '\tchild\\3as2(s2)\n'
                                              '\tchild\\3as1 --> child\\3as2;\n'
                                              '\tend\n'
                                              '\tclassDef default fill:#f2f0ff,line-height:1.2\n'
                                              '\tclassDef first fill-opacity:0\n'
                                              '\tclassDef last fill:#bfb6fc\n'},
 ('subgraph_called_from_function', 'False'): {'nodes': [('__start__', '__start__', None),
                                                        ('g', 'g', None),
                                                        ('f', 'f', None),
                                                        ('__end__', '__end__', None)],
                                              'edges': [('__start__', 'g', None, False),
                                                        ('g', 'f', None, False),
                                                        ('f', '__end__', None, False)],
                                              'mermaid': '---\n'
                                                         'config:\n'
                                                         '  flowchart:\n'
                                                         '    curve: linear\n'
                                                         '---\n'
                                                         'graph TD;\n'
                                                         '\t__start__([<p>__start__</p>]):::first\n'
                                                         '\tg(g)\n'
                                                         '\tf(f)\n'
                                                         '\t__end__([<p>__end__</p>]):::last\n'
                                                         '\t__start__ --> g;\n'
                                                         '\tg --> f;\n'
                                                         '\tf --> __end__;\n'
                                                         '\tclassDef default fill:#f2f0ff,line-height:1.2\n'
                                                         '\tclassDef first fill-opacity:0\n'
                                                         '\tclassDef last fill:#bfb6fc\n'},
 ('subgraph_called_from_function', 'True'): {'nodes': [('__start__', '__start__', None),
                                                       ('__end__', '__end__', None),
                                                       ('g:i1', 'i1', None),
                                                       ('g:i2', 'i2', None),
                                                       ('f:k1', 'k1', None),
                                                       ('f:k2', 'k2', None)],
                                             'edges': [('__start__', 'g:i1', None, False),
                                                       ('g:i2', 'f:k1', None, False),
                                                       ('f:k2', '__end__', None, False),
                                                       ('g:i1', 'g:i2', None, False),
                                                       ('f:k1', 'f:k2', None, False)],
                                             'mermaid': '---\n'
                                                        'config:\n'
                                                        '  flowchart:\n'
                                                        '    curve: linear\n'
                                                        '---\n'
                                                        'graph TD;\n'
                                                        '\t__start__([<p>__start__</p>]):::first\n'
                                                        '\t__end__([<p>__end__</p>]):::last\n'
                                                        '\t__start__ --> g\\3ai1;\n'
                                                        '\tg\\3ai2 --> f\\3ak1;\n'
                                                        '\tf\\3ak2 --> __end__;\n'
                                                        '\tsubgraph g\n'
                                                        '\tg\\3ai1(i1)\n'
                                                        '\tg\\3ai2(i2)\n'
                                                        '\tg\\3ai1 --> g\\3ai2;\n'
                                                        '\tend\n'
                                                        '\tsubgraph f\n'
                                                        '\tf\\3ak1(k1)\n'
                                                        '\tf\\3ak2(k2)\n'
                                                        '\tf\\3ak1 --> f\\3ak2;\n'
                                                        '\tend\n'
                                                        '\tclassDef default fill:#f2f0ff,line-height:1.2\n'
                                                        '\tclassDef first fill-opacity:0\n'
                                                        '\tclassDef last fill:#bfb6fc\n'}}

# agent_loop drawn with draw_mermaid options
MERMAID_OPTIONS = {'no_styles': 'graph TD;\n'
              '\t__start__ --> agent;\n'
              '\tagent -. &nbsp;end&nbsp; .-> __end__;\n'
              '\tagent -. &nbsp;continue&nbsp; .-> tools;\n'
              '\ttools --> agent;\n',
 'wrap_1_basis': '---\n'
                 'config:\n'
                 '  flowchart:\n'
                 '    curve: basis\n'
                 '---\n'
                 'graph TD;\n'
                 '\t__start__([<p>__start__</p>]):::first\n'
                 '\tagent(agent)\n'
                 '\ttools(tools)\n'
                 '\t__end__([<p>__end__</p>]):::last\n'
                 '\t__start__ --> agent;\n'
                 '\tagent -. &nbsp;end&nbsp; .-> __end__;\n'
                 '\tagent -. &nbsp;continue&nbsp; .-> tools;\n'
                 '\ttools --> agent;\n'
                 '\tclassDef default fill:red\n'
                 '\tclassDef first fill:blue\n'
                 '\tclassDef last fill:green\n',
 'frontmatter': '---\n'
                "A: it's\n"
                "B: 'a #b'\n"
                "C: '2001-12-14'\n"
                'D: -x\n'
                "E: '? x'\n"
                "F: 'yes'\n"
                'G: 1e3\n'
                "H: '.5'\n"
                "I: 'trail '\n"
                "J: 'a\n"
                '\n'
                "  b'\n"
                'config:\n'
                '  flowchart:\n'
                '    curve: linear\n'
                '    htmlLabels: false\n'
                '  look: handDrawn\n'
                '  theme: neutral\n'
                '  themeVariables:\n'
                '    b: true\n'
                '    empty: {}\n'
                '    f: 1.5e+20\n'
                '    lst:\n'
                '    - 1\n'
                '    - x y\n'
                '    - q: "\\xE9"\n'
                '    n: 3\n'
                "    primaryColor: '#ff0000'\n"
                '    tab: "x\\ty"\n'
                '    z: null\n'
                "title: 'Agent: loop w0 w1 w2 w3 w4 w5 w6 w7 w8 w9 w10 w11 w12 w13 w14 w15 w16 w17\n"
                "  w18 w19 w20 w21 w22 w23 w24 w25 w26 w27 w28 w29'\n"
                '---\n'
                'graph TD;\n'
                '\t__start__([<p>__start__</p>]):::first\n'
                '\tagent(agent)\n'
                '\ttools(tools)\n'
                '\t__end__([<p>__end__</p>]):::last\n'
                '\t__start__ --> agent;\n'
                '\tagent -. &nbsp;end&nbsp; .-> __end__;\n'
                '\tagent -. &nbsp;continue&nbsp; .-> tools;\n'
                '\ttools --> agent;\n'
                '\tclassDef default fill:#f2f0ff,line-height:1.2\n'
                '\tclassDef first fill-opacity:0\n'
                '\tclassDef last fill:#bfb6fc\n'}

# cond_long_label.draw_mermaid(wrap_label_n_words=3)
LONG_LABEL_WRAP_3 = ('---\n'
 'config:\n'
 '  flowchart:\n'
 '    curve: linear\n'
 '---\n'
 'graph TD;\n'
 '\t__start__([<p>__start__</p>]):::first\n'
 '\ta(a)\n'
 '\tb(b)\n'
 '\t__end__([<p>__end__</p>]):::last\n'
 '\t__start__ --> a;\n'
 '\ta -. &nbsp;x&nbsp; .-> __end__;\n'
 '\ta -. &nbsp;one two three&nbsp<br>&nbspfour five six&nbsp<br>&nbspseven eight nine&nbsp<br>&nbspten '
 'eleven&nbsp; .-> b;\n'
 '\tb --> __end__;\n'
 '\tclassDef default fill:#f2f0ff,line-height:1.2\n'
 '\tclassDef first fill-opacity:0\n'
 '\tclassDef last fill:#bfb6fc\n')

TO_JSON_EDGES = [{'source': '__start__', 'target': 'a'},
 {'source': 'a', 'target': '__end__', 'data': 'done', 'conditional': True},
 {'source': 'a', 'target': 'b', 'data': 'go_b', 'conditional': True},
 {'source': 'a', 'target': 'c', 'data': 'go_c', 'conditional': True},
 {'source': 'b', 'target': '__end__'},
 {'source': 'c', 'target': '__end__'}]
TO_JSON_METADATA = [None, {'k': 'v', 'n': 1, 'defer': True, '__interrupt': 'before,after'}, {'__interrupt': 'before'}, None]

DUPLICATE_SUBGRAPH_ERROR = ("Found duplicate subgraph 'inner' -- this likely means that you're reusing a subgraph node with the same "
 'name. Please adjust your graph to have subgraph nodes with unique names.')
