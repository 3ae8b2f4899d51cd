# Block labels are literal: template sequences in them are not interpreted.

result_type = object({
  service = map(object({
    port = number
  }))
})

result = {
  "service" = {
    "$${not_a_template}" = {
      "port" = 1
    }
  }
}
