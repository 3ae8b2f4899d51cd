a = "{ not a template } $ { } % {"
b = "${"}"}"
