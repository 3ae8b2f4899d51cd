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
