providers = {
  aws.foo = aws.bar
  plain   = 1
}
quoted = { "aws.foo" = 1 }
