#!/usr/bin/env python3
"""Neovim's built-in LSP client (Debian's neovim, headless) drives hclc lsp
on a Terraform module: it opens main.tf, waits for the syntax error's
diagnostic, edits the buffer (incremental changes) until the diagnostic
clears, asks for hovers (a variable's type from its variable block), selection
ranges and completions (a function, var., self. in a connection block, a
resource type), goes to a definition, renames, formats the buffer and saves
it. The test asserts what lands in the buffer and the file: the formatted
text is `hclc fmt`'s. Skipped (status 77) when nvim is not installed.

Usage: neovim_test.py HCLC"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

HCLC = sys.argv[1]

MODULE = """locals {
  name   = "café ☃" # the bucket's name
  count = 3
  broken = 
}

resource "aws_s3_bucket" "b" {
    bucket = upper(local.name)
  region = var.region
  tags = { Name = local.name, Env="prod" }
}
"""

VARIABLES = """variable "region" {
  type    = string
  default = "eu-west-1"
}
"""

SCRIPT = r"""
local hclc, file, out = _G.arg_hclc, _G.arg_file, _G.arg_out
local results = {}
local function finish()
  local f = io.open(out, "w")
  f:write(vim.fn.json_encode(results))
  f:close()
  vim.cmd("qall!")
end
local ok, err = pcall(function()
  vim.cmd("edit " .. file)
  local buf = vim.api.nvim_get_current_buf()
  local id = vim.lsp.start_client({ cmd = { hclc, "lsp" }, name = "hclc", root_dir = vim.fn.fnamemodify(file, ":h") })
  vim.lsp.buf_attach_client(buf, id)
  results.attached = vim.wait(10000, function()
    local c = vim.lsp.get_client_by_id(id)
    return c ~= nil and c.initialized
  end, 20)
  local client = vim.lsp.get_client_by_id(id)
  local function request(method, line, col, extra)
    local params = { textDocument = { uri = vim.uri_from_bufnr(buf) }, position = { line = line, character = col } }
    for k, v in pairs(extra or {}) do params[k] = v end
    local r = vim.lsp.buf_request_sync(buf, method, params, 5000)
    for _, v in pairs(r or {}) do
      if v.err then return { error = v.err.message } end
      return v.result
    end
    return nil
  end
  -- The syntax error's diagnostic.
  vim.wait(10000, function() return #vim.diagnostic.get(buf) > 0 end, 20)
  results.diagnostics = {}
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    table.insert(results.diagnostics, { lnum = d.lnum, col = d.col, message = d.message, severity = d.severity })
  end
  -- Fix it: an incremental change of one line.
  vim.api.nvim_buf_set_lines(buf, 3, 4, true, { "  broken = 1" })
  results.cleared = vim.wait(10000, function() return #vim.diagnostic.get(buf) == 0 end, 20)
  -- Hover on `3` and on `upper`.
  local h = request("textDocument/hover", 2, 10)
  results.hover_number = h and h.contents and h.contents.value
  h = request("textDocument/hover", 7, 14)
  results.hover_function = h and h.contents and h.contents.value
  -- Hover on var.region: its type from variables.tf's variable block.
  h = request("textDocument/hover", 8, 17)
  results.hover_variable = h and h.contents and h.contents.value
  -- Selection ranges from inside local.name (Neovim 0.7 has no command for them: a plain request).
  local s = request("textDocument/selectionRange", 7, 22, { positions = { { line = 7, character = 22 } } })
  results.selection = {}
  local at = s and s[1]
  while at do
    table.insert(results.selection, { at.range.start.line, at.range.start.character, at.range["end"].line,
                                      at.range["end"].character })
    at = at.parent
  end
  -- Go to var.region's definition, in variables.tf.
  results.definition = request("textDocument/definition", 8, 17)
  -- References of local.name.
  results.references = request("textDocument/references", 7, 26, { context = { includeDeclaration = true } })
  -- Completion of a function and of a variable's name, typed on a new line.
  -- Then self. in the resource's connection block, and a resource type where an expression starts.
  vim.api.nvim_buf_set_lines(buf, 9, 9, true, { "  shout = upp", "  r = var.", "  connection {", "    host = self.",
                                                "  }", "  t = aws_" })
  local function labels(line, col)
    local found = {}
    for _, item in ipairs((request("textDocument/completion", line, col) or {}).items or {}) do
      table.insert(found, item.label)
    end
    return found
  end
  results.completion = labels(9, 13)
  results.variable_completion = labels(10, 10)
  results.self_completion = labels(12, 16)
  results.type_completion = labels(14, 9)
  vim.api.nvim_buf_set_lines(buf, 9, 15, true, {})
  -- Rename local.name to title, applied by Neovim.
  local edit = request("textDocument/rename", 7, 26, { newName = "title" })
  results.rename_files = edit and edit.changes and vim.tbl_count(edit.changes) or 0
  vim.lsp.util.apply_workspace_edit(edit, client.offset_encoding)
  results.renamed = table.concat(vim.api.nvim_buf_get_lines(buf, 0, -1, true), "\n") .. "\n"
  -- Format on save.
  vim.lsp.buf.formatting_sync(nil, 5000)
  results.formatted = table.concat(vim.api.nvim_buf_get_lines(buf, 0, -1, true), "\n") .. "\n"
  vim.cmd("write")
end)
results.error = ok and vim.NIL or tostring(err)
finish()
"""


def main():
    nvim = shutil.which("nvim")
    if not nvim:
        print("SKIP: nvim is not installed (Debian's neovim package; tools/lib.sh installs it)")
        return 77
    with tempfile.TemporaryDirectory() as tmp:
        main_tf = os.path.join(tmp, "main.tf")
        with open(main_tf, "w", encoding="utf-8") as f:
            f.write(MODULE)
        with open(os.path.join(tmp, "variables.tf"), "w", encoding="utf-8") as f:
            f.write(VARIABLES)
        script = os.path.join(tmp, "test.lua")
        with open(script, "w", encoding="utf-8") as f:
            f.write(SCRIPT)
        out = os.path.join(tmp, "out.json")
        setup = (f"lua _G.arg_hclc={json.dumps(HCLC)} _G.arg_file={json.dumps(main_tf)} "
                 f"_G.arg_out={json.dumps(out)}")
        subprocess.run([nvim, "--headless", "--clean", "-n", "-c", setup, "-c", f"luafile {script}"],
                       timeout=120, stdin=subprocess.DEVNULL, capture_output=True)
        with open(out, encoding="utf-8") as f:
            results = json.load(f)
        with open(main_tf, encoding="utf-8") as f:
            saved = f.read()
    print(json.dumps(results, indent=1, ensure_ascii=False))
    fixed = MODULE.replace("  broken = \n", "  broken = 1\n")
    renamed = fixed.replace("  name   =", "  title   =").replace("local.name", "local.title")
    expected = subprocess.run([HCLC, "fmt", "-"], input=renamed.encode(), capture_output=True, check=True).stdout.decode()
    problems = []
    if results.get("error"):
        problems.append(f"the script failed: {results['error']}")
    if not results.get("attached"):
        problems.append("the client did not initialize")
    diags = results.get("diagnostics") or []
    if len(diags) != 1 or diags[0]["lnum"] != 3 or diags[0]["severity"] != 1 or "Invalid expression" not in diags[0]["message"]:
        problems.append(f"expected one error on line 4: {diags}")
    if not results.get("cleared"):
        problems.append("the diagnostic did not clear after the fix")
    if "number" not in (results.get("hover_number") or "") or "3" not in (results.get("hover_number") or ""):
        problems.append(f"hover on 3: {results.get('hover_number')}")
    if "upper(str string)" not in (results.get("hover_function") or ""):
        problems.append(f"hover on upper: {results.get('hover_function')}")
    if results.get("hover_variable") != "`string`":
        problems.append(f"hover on var.region (a string, as variables.tf declares it): {results.get('hover_variable')}")
    # local.name, upper(local.name), the attribute, the block's body, the block, the file.
    if results.get("selection") != [[7, 19, 7, 29], [7, 13, 7, 30], [7, 4, 7, 30], [6, 29, 10, 1], [6, 0, 10, 1],
                                    [0, 0, 11, 0]]:
        problems.append(f"selection ranges from local.name: {results.get('selection')}")
    definition = results.get("definition") or []
    if (len(definition) != 1 or not definition[0]["uri"].endswith("/variables.tf")
            or definition[0]["range"] != {"start": {"line": 0, "character": 10}, "end": {"line": 0, "character": 16}}):
        problems.append(f"definition of var.region: {definition}")
    references = sorted((r["range"]["start"]["line"], r["range"]["start"]["character"]) for r in results.get("references") or [])
    if references != [(1, 2), (7, 25), (9, 24)]:
        problems.append(f"references of local.name: {references}")
    if "upper" not in (results.get("completion") or []):
        problems.append(f"completion of upp: {results.get('completion')}")
    if results.get("variable_completion") != ["region"]:
        problems.append(f"completion of var.: {results.get('variable_completion')}")
    if results.get("self_completion") != ["bucket", "r", "region", "shout", "t", "tags"]:
        problems.append(f"completion of self. (the resource's attributes): {results.get('self_completion')}")
    if "aws_s3_bucket" not in (results.get("type_completion") or []):
        problems.append(f"completion of aws_ (the module's resource types): {results.get('type_completion')}")
    if results.get("renamed") != renamed or results.get("rename_files") != 1:
        problems.append(f"the renamed buffer:\n{results.get('renamed')}")
    if results.get("formatted") != expected:
        problems.append(f"the formatted buffer is not hclc fmt's text:\n{results.get('formatted')}\n---\n{expected}")
    if saved != expected:
        problems.append("the saved file is not hclc fmt's text")
    for p in problems:
        print("FAIL:", p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
