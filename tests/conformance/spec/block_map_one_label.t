# A block_map keys the blocks by their label.

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
