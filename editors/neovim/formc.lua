-- formc for Neovim's built-in LSP client: put this file in ~/.config/nvim/plugin/ (or
-- require it from init.lua). Works with Neovim 0.7 and later, no plugins needed. Set
-- vim.g.formc_path when formc is not on PATH.
--
-- One server runs per project (the nearest folder above the file holding Package.swift or
-- .git, else the file's own folder), shared by every .form buffer of that project, and it
-- stops when the last of them is wiped out.
vim.cmd([[autocmd BufRead,BufNewFile *.form setfiletype formc]])

local clients = {}   -- project root -> client id

local function project_root(buf)
  local dir = vim.fn.fnamemodify(vim.api.nvim_buf_get_name(buf), ":p:h")
  -- findfile and finddir search upward from dir (";"), nearest first; both exist on 0.7.
  local package = vim.fn.findfile("Package.swift", dir .. ";")
  if package ~= "" then return vim.fn.fnamemodify(package, ":p:h") end
  local git = vim.fn.finddir(".git", dir .. ";")
  if git ~= "" then return vim.fn.fnamemodify(git, ":p:h:h") end
  return dir
end

local function running(id)
  local client = id and vim.lsp.get_client_by_id(id)
  return client ~= nil and not client.is_stopped()
end

-- What the canonical style and the editor features need in each .form buffer, set the same
-- way on every Neovim version (0.10 sets some of these itself).
local function buffer_setup(buf)
  vim.bo[buf].commentstring = "// %s"
  vim.bo[buf].expandtab = true      -- formc fmt indents with four spaces, never a tab
  vim.bo[buf].shiftwidth = 4
  vim.bo[buf].softtabstop = 4
  vim.bo[buf].omnifunc = "v:lua.vim.lsp.omnifunc"
  vim.bo[buf].tagfunc = "v:lua.vim.lsp.tagfunc"
  local function map(keys, action)
    vim.api.nvim_buf_set_keymap(buf, "n", keys, "", { noremap = true, silent = true, callback = action })
  end
  map("K", vim.lsp.buf.hover)
  map("gd", vim.lsp.buf.definition)
  map("gr", vim.lsp.buf.references)
  map("<leader>rn", vim.lsp.buf.rename)
  map("<leader>ca", vim.lsp.buf.code_action)
  map("<leader>f", function()
    if vim.lsp.buf.format then vim.lsp.buf.format() else vim.lsp.buf.formatting() end
  end)
  map("[d", vim.diagnostic.goto_prev)
  map("]d", vim.diagnostic.goto_next)
end

local function start(buf)
  local root = project_root(buf)
  local id = clients[root]
  if not running(id) then
    id = vim.lsp.start_client({ name = "formc", cmd = { vim.g.formc_path or "formc", "lsp" }, root_dir = root })
    clients[root] = id
  end
  if id then vim.lsp.buf_attach_client(buf, id) end
  buffer_setup(buf)
end

-- When the last buffer of a project is wiped out, its server goes too.
local function release(buf)
  for root, id in pairs(clients) do
    if running(id) then
      local others = vim.tbl_filter(function(b) return b ~= buf and vim.api.nvim_buf_is_valid(b) end,
                                    vim.lsp.get_buffers_by_client_id(id))
      if #others == 0 then
        vim.lsp.stop_client(id)
        clients[root] = nil
      end
    end
  end
end

vim.api.nvim_create_autocmd("FileType", {
  pattern = "formc",
  callback = function(args) start(args.buf) end,
})
vim.api.nvim_create_autocmd({ "BufWipeout", "BufDelete" }, {
  pattern = "*.form",
  -- After the wipe-out: the client has detached from the buffer by then, so stopping it
  -- does not reach back into a buffer that no longer exists.
  callback = function(args) vim.schedule(function() release(args.buf) end) end,
})
