Hello ${name}, %{ if admin }admin%{ endif }
