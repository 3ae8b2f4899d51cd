# Blocks: no labels, identifier and quoted labels, nesting, one-line blocks,
# empty bodies; attributes and blocks interleaved.
top = 1

service "web" api {
  port = 80

  listener {
    protocol = "http"
  }
  empty {}
}

single "x" { a = 1 }
after = 2
# RUN: %ir %input
# CHECK: Body @1:1-16:1
# CHECK:   Attribute top name=3:1-3:4 equals=3:5-3:6 @3:1-3:8
# CHECK:     Literal number 1 @3:7-3:8
# CHECK:   Block service "web" "api" type=5:1-5:8 label=5:9-5:14 label=5:15-5:18 open=5:19-5:20 close=12:1-12:2 @5:1-12:2
# CHECK:     Body @5:19-12:2
# CHECK:       Attribute port name=6:3-6:7 equals=6:8-6:9 @6:3-6:12
# CHECK:         Literal number 80 @6:10-6:12
# CHECK:       Block listener type=8:3-8:11 open=8:12-8:13 close=10:3-10:4 @8:3-10:4
# CHECK:         Body @8:12-10:4
# CHECK:           Attribute protocol name=9:5-9:13 equals=9:14-9:15 @9:5-9:22
# CHECK:             Template @9:16-9:22
# CHECK:               Literal string "http" @9:17-9:21
# CHECK:       Block empty type=11:3-11:8 open=11:9-11:10 close=11:10-11:11 @11:3-11:11
# CHECK:         Body @11:9-11:11
# CHECK:   Block single "x" type=14:1-14:7 label=14:8-14:11 open=14:12-14:13 close=14:20-14:21 @14:1-14:21
# CHECK:     Body @14:12-14:21
# CHECK:       Attribute a name=14:14-14:15 equals=14:16-14:17 @14:14-14:19
# CHECK:         Literal number 1 @14:18-14:19
# CHECK:   Attribute after name=15:1-15:6 equals=15:7-15:8 @15:1-15:10
# CHECK:     Literal number 2 @15:9-15:10
