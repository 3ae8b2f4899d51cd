# A UTF-8 byte order mark before the first item.

result_type = object({
  name = string
  port = number
})

result = {
  "name" = "app"
  "port" = 80
}
