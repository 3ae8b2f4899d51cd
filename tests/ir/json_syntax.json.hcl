{
  "//": "hclc ir reads a .json file in the JSON syntax: ${comment}",
  "resource": {"aws_instance": {"web": {"ami": "${var.ami}-x", "count": 2}}},
  "tags": ["${upper(var.name)}", true, null, 1.50]
}
# RUN: %ir %input
# CHECK: Object @1:1-5:2
# CHECK:   key: Literal string "//" @2:3-2:7
# CHECK:   value: Template @2:9-2:68
# CHECK:     Literal string "hclc ir reads a .json file in the JSON syntax: " @2:10-2:57
# CHECK:     TemplateInterp @2:57-2:67
# CHECK:       ScopeTraversal comment @2:59-2:66
# CHECK:   key: Literal string "resource" @3:3-3:13
# CHECK:   value: Object @3:15-3:77
# CHECK:     key: Literal string "aws_instance" @3:16-3:30
# CHECK:     value: Object @3:32-3:76
# CHECK:       key: Literal string "web" @3:33-3:38
# CHECK:       value: Object @3:40-3:75
# CHECK:         key: Literal string "ami" @3:41-3:46
# CHECK:         value: Template @3:48-3:62
# CHECK:           TemplateInterp @3:49-3:59
# CHECK:             ScopeTraversal var @3:51-3:58
# CHECK:               Attr ami @3:54-3:58
# CHECK:           Literal string "-x" @3:59-3:61
# CHECK:         key: Literal string "count" @3:64-3:71
# CHECK:         value: Literal number 2 @3:73-3:74
# CHECK:   key: Literal string "tags" @4:3-4:9
# CHECK:   value: Tuple @4:11-4:51
# CHECK:     TemplateWrap @4:12-4:32
# CHECK:       Call upper name=4:15-4:20 open=4:20-4:21 close=4:29-4:30 @4:15-4:30
# CHECK:         ScopeTraversal var @4:21-4:29
# CHECK:           Attr name @4:24-4:29
# CHECK:     Literal bool true @4:34-4:38
# CHECK:     Literal null @4:40-4:44
# CHECK:     Literal number 1.50 @4:46-4:50
