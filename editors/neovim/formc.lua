-- formc for Neovim's built-in LSP client: put this file in ~/.config/nvim/plugin/ (or
-- require it from init.lua). Works with Neovim 0.7 and later, no plugins needed. Set
-- vim.g.formc_path when formc is not on PATH.
vim.cmd([[autocmd BufRead,BufNewFile *.form setfiletype formc]])

local function start(buf)
  local config = { name = "formc", cmd = { vim.g.formc_path or "formc", "lsp" }, root_dir = vim.fn.getcwd() }
  if vim.lsp.start then
    vim.lsp.start(config, { bufnr = buf })   -- Neovim 0.8 and later: reuses a running server
  else
    local id = vim.lsp.start_client(config)
    if id then vim.lsp.buf_attach_client(buf, id) end
  end
  vim.bo[buf].commentstring = "// %s"
end

vim.api.nvim_create_autocmd("FileType", {
  pattern = "formc",
  callback = function(args) start(args.buf) end,
})
