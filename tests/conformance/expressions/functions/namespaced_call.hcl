a = provider::aws::arn_parse(x)
b = "${core :: upper(y)}"
