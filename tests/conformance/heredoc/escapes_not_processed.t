# Backslash escapes are literal in heredocs; $${ and %%{ still escape.

result_type = object({
  a = string
})

result = {
  "a" = "back\\slash \\n \"quotes\" $${x} %%{y}\n"
}
