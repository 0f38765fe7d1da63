-- Neovim's built-in LSP client against formc lsp (run by neovim_smoke.sh, headless).
-- The editor is set up by editors/neovim/formc.lua, as docs/EDITORS.md says; the file is
-- opened after it, so its FileType autocommand starts the server.
vim.g.formc_path = assert(os.getenv("FORMC"))
dofile(assert(os.getenv("SETUP")))
vim.cmd("edit " .. assert(os.getenv("FORM_FILE")))
local expected_path = assert(os.getenv("EXPECTED"))
local failures = {}

local function check(condition, message)
  if not condition then table.insert(failures, message) end
end

local function finish()
  if #failures > 0 then
    io.stderr:write("neovim smoke: FAIL\n  " .. table.concat(failures, "\n  ") .. "\n")
    vim.cmd("cquit 1")
  else
    io.stdout:write("neovim smoke: ok\n")
    vim.cmd("qall!")
  end
end

-- Any Lua error is a failure too, reported rather than left to hang the headless editor.
local ok, problem = pcall(function()
  local buf = vim.api.nvim_get_current_buf()
  check(vim.bo[buf].filetype == "formc", "filetype " .. vim.bo[buf].filetype)
  check(vim.wait(10000, function() return #vim.lsp.buf_get_clients(buf) > 0 end, 20), "no client attached")
  local client_id = vim.tbl_keys(vim.lsp.buf_get_clients(buf))[1]

  -- The typo on line 3 is reported with its id.
  local got = vim.wait(10000, function() return #vim.diagnostic.get(buf) > 0 end, 20)
  check(got, "no diagnostics published")
  local first = vim.diagnostic.get(buf)[1] or {}
  check(first.lnum == 2, "diagnostic on line " .. tostring(first.lnum) .. ", expected 2")
  check(tostring(first.message):find("numberPadd", 1, true) ~= nil, "message: " .. tostring(first.message))

  -- Fix it by deleting one character: an incremental change; the diagnostic goes away.
  local line = vim.api.nvim_buf_get_lines(buf, 2, 3, false)[1]
  local col = line:find("numberPadd", 1, true) + #"numberPad" - 1
  vim.api.nvim_buf_set_text(buf, 2, col, 2, col + 1, {})
  check(vim.wait(10000, function() return #vim.diagnostic.get(buf) == 0 end, 20), "the diagnostic stayed after the fix")

  -- Hover on the field name.
  local client = vim.lsp.get_client_by_id(client_id)
  local hover = client.request_sync("textDocument/hover", {
    textDocument = { uri = vim.uri_from_bufnr(buf) }, position = { line = 2, character = 11 },
  }, 5000, buf)
  local value = hover and hover.result and hover.result.contents and hover.result.contents.value or ""
  check(value:find("keyboard numberPad", 1, true) ~= nil, "hover: " .. value)

  -- Format, and compare with formc fmt's output.
  local formatting = client.request_sync("textDocument/formatting", {
    textDocument = { uri = vim.uri_from_bufnr(buf) }, options = { tabSize = 4, insertSpaces = true },
  }, 5000, buf)
  check(formatting and formatting.result and #formatting.result > 0, "no formatting edits")
  vim.lsp.util.apply_text_edits(formatting.result, buf, "utf-16")
  local text = table.concat(vim.api.nvim_buf_get_lines(buf, 0, -1, false), "\n") .. "\n"
  local expected = table.concat(vim.fn.readfile(expected_path), "\n") .. "\n"
  check(text == expected, "formatted text differs from formc fmt:\n" .. text)

  -- The canonical style and the editor features, set in the buffer on every version.
  check(vim.bo[buf].expandtab and vim.bo[buf].shiftwidth == 4, "expandtab/shiftwidth not set for the canonical style")
  check(vim.bo[buf].omnifunc == "v:lua.vim.lsp.omnifunc", "omnifunc: " .. vim.bo[buf].omnifunc)
  check(vim.bo[buf].tagfunc == "v:lua.vim.lsp.tagfunc", "tagfunc: " .. vim.bo[buf].tagfunc)
  check(vim.fn.maparg("gd", "n") ~= "", "no 'gd' mapping")

  -- One server per project: two more forms of this folder share the client; a form in a
  -- package of its own gets another; wiping out a project's last buffer stops its server.
  vim.cmd("edit Two.form")
  vim.cmd("edit Three.form")
  vim.cmd("edit pkg/Four.form")
  local function client_of(name)
    local b = vim.fn.bufnr(name)
    vim.wait(10000, function() return #vim.tbl_keys(vim.lsp.buf_get_clients(b)) > 0 end, 20)
    return vim.tbl_keys(vim.lsp.buf_get_clients(b))[1]
  end
  check(client_of("Two.form") == client_id and client_of("Three.form") == client_id,
        "Two.form and Three.form did not share Smoke.form's server")
  local other = client_of("pkg/Four.form")
  check(other ~= nil and other ~= client_id, "the package's form did not get a server of its own")
  check(#vim.lsp.get_active_clients() == 2, #vim.lsp.get_active_clients() .. " servers for two projects")
  vim.cmd("silent bwipeout! Smoke.form Two.form")
  check(not client.is_stopped(), "the server stopped while Three.form was still open")
  vim.cmd("silent bwipeout! Three.form")
  check(vim.wait(10000, function() return client.is_stopped() end, 20), "the server outlived its last buffer")
  vim.cmd("silent bwipeout! pkg/Four.form")
  check(vim.wait(10000, function() return #vim.lsp.get_active_clients() == 0 end, 20), "a server outlived its buffers")
end)
check(ok, "error: " .. tostring(problem))
finish()
