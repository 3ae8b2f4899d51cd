# Blocks with one label, decoded into a map by that label.

result_type = object({
  service = map(object({
    port = number
  }))
})

result = {
  "service" = {
    "db" = {
      "port" = 5432
    }
    "web" = {
      "port" = 80
    }
  }
}
