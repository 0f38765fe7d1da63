// Starts `formc lsp` for .form files through VS Code's language client library.
const vscode = require("vscode");
const { LanguageClient } = require("vscode-languageclient/node");

let client;

function activate(context) {
  const command = vscode.workspace.getConfiguration("formc").get("path") || "formc";
  client = new LanguageClient(
    "formc",
    "formc",
    { command, args: ["lsp"] },
    { documentSelector: [{ language: "formc" }] }
  );
  context.subscriptions.push({ dispose: () => client && client.stop() });
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
