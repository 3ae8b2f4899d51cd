# A set orders its elements as cty does: a list of objects before the end
# of a shorter one ({port = [{name = "a"}]} before {port = []}).

result_type = object({
  rule = set(object({
    port = list(object({
      name = string
    }))
  }))
})

result = {
  "rule" = [
    {
      "port" = [
        {
          "name" = "a"
        },
        {
          "name" = "b"
        },
      ]
    },
    {
      "port" = [
        {
          "name" = "a"
        },
      ]
    },
    {
      "port" = []
    },
  ]
}
