# A label level may be an array of objects, flattened in order.

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
