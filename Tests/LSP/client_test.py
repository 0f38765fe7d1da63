"""formc lsp against a real language client: pygls's.

Usage: python3 Tests/LSP/client_test.py path/to/formc

Opens every example, types two of them keystroke by keystroke as incremental changes (one in
Chinese, so UTF-16 positions are exercised), and checks diagnostics, quick fixes,
completion, hover, go to definition, references, rename and formatting. Exits non-zero on
the first failure.
"""

import asyncio
import json
import os
import subprocess
import sys

from lsprotocol import types
from pygls.lsp.client import LanguageClient

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DOCS = "https://example.invalid/formc/docs/DIAGNOSTICS.md"


def uri_of(path):
    return "file://" + os.path.abspath(path)


def utf16_len(text):
    return len(text.encode("utf-16-le")) // 2


def offset_of(text, position):
    """The index into `text` of an LSP position counted in UTF-16 units."""
    lines = text.split("\n")
    index = sum(len(line) + 1 for line in lines[: position.line])
    units = 0
    line = lines[position.line] if position.line < len(lines) else ""
    for i, ch in enumerate(line):
        if units >= position.character:
            return index + i
        units += utf16_len(ch)
    return index + len(line)


def apply_edits(text, edits):
    for edit in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        start = offset_of(text, edit.range.start)
        end = offset_of(text, edit.range.end)
        text = text[:start] + edit.new_text + text[end:]
    return text


def position_at(text, index):
    before = text[:index]
    line = before.count("\n")
    column = utf16_len(before[before.rfind("\n") + 1 :])
    return types.Position(line=line, character=column)


def expect(condition, message):
    if not condition:
        raise AssertionError(message)


class Session:
    def __init__(self, client):
        self.client = client
        self.diagnostics = {}
        self.versions = {}
        self.texts = {}

    async def sync(self, uri):
        """A request answered after every notification sent before it: the server handles
        messages in order, so diagnostics for earlier changes have arrived when it returns."""
        await self.client.text_document_document_symbol_async(
            types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=uri)))

    async def open(self, uri, text):
        self.texts[uri] = text
        self.versions[uri] = 1
        self.client.text_document_did_open(types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="formc", version=1, text=text)))
        await self.sync(uri)
        return self.diagnostics.get(uri, [])

    def change(self, uri, start, end, new_text):
        """Replaces text[start:end] (Python indices) through an incremental change."""
        text = self.texts[uri]
        rng = types.Range(start=position_at(text, start), end=position_at(text, end))
        self.versions[uri] += 1
        self.texts[uri] = text[:start] + new_text + text[end:]
        self.client.text_document_did_change(types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=self.versions[uri]),
            content_changes=[types.TextDocumentContentChangePartial(range=rng, text=new_text)]))

    async def type_out(self, uri, text):
        """Types `text` into an empty document one character at a time."""
        await self.open(uri, "")
        for i, ch in enumerate(text):
            self.change(uri, i, i, ch)
        await self.sync(uri)

    def doc(self, uri):
        return types.TextDocumentIdentifier(uri=uri)


async def main(formc):
    client = LanguageClient("formc-client-test", "v1")
    session = Session(client)

    @client.feature(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    def on_diagnostics(params):
        session.diagnostics[params.uri] = params.diagnostics

    await client.start_io(formc, "lsp")
    result = await client.initialize_async(types.InitializeParams(
        capabilities=types.ClientCapabilities(general=types.GeneralClientCapabilities(
            position_encodings=[types.PositionEncodingKind.Utf16])),
        initialization_options={"diagnosticsDocumentation": DOCS}))
    capabilities = result.capabilities
    expect(capabilities.position_encoding == types.PositionEncodingKind.Utf16, capabilities.position_encoding)
    expect(capabilities.text_document_sync.change == types.TextDocumentSyncKind.Incremental, "incremental sync")
    client.initialized(types.InitializedParams())

    examples = sorted(f for f in os.listdir(os.path.join(ROOT, "Examples")) if f.endswith(".form"))
    for name in examples:
        path = os.path.join(ROOT, "Examples", name)
        text = open(path, encoding="utf-8").read()
        diagnostics = await session.open(uri_of(path), text)
        expect(len(diagnostics) == 0, f"{name}: {diagnostics}")
        edits = await client.text_document_formatting_async(types.DocumentFormattingParams(
            text_document=session.doc(uri_of(path)), options=types.FormattingOptions(tab_size=4, insert_spaces=True)))
        expect(not edits, f"{name} is canonical, yet formatting returned {edits}")
    print(f"opened {len(examples)} examples: no diagnostics, already formatted")

    # Files with mistakes: the same diagnostics as `formc check --format json`, same ids,
    # severities and ranges (byte offsets turned into UTF-16 positions here).
    golden = []
    for directory, _, names in os.walk(os.path.join(ROOT, "Tests", "FormDSLTests", "Golden")):
        golden += [os.path.join(directory, n) for n in names if n.endswith(".form")]
    compared = 0
    for path in sorted(golden):
        data = open(path, "rb").read()
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            continue   # a client's text is Unicode: invalid bytes would not reach the server as they are
        check = subprocess.run([formc, "check", "--format", "json", path], capture_output=True)
        expected = json.loads(check.stdout)["diagnostics"]
        got = await session.open(uri_of(path), text)
        def position(offset):
            return position_at(text, len(data[:offset].decode("utf-8", errors="replace")))
        want = [(d["id"], d["severity"], position(d["offset"]), position(d["endOffset"])) for d in expected]
        have = [(d.code, {1: "error", 2: "warning", 3: "note"}[d.severity], d.range.start, d.range.end) for d in got]
        expect(want == have, f"{path}:\n  check: {want}\n  lsp:   {have}")
        for d, e in zip(got, expected):
            expect(d.message.startswith(e["message"]), (d.message, e["message"]))
        compared += len(want)
    print(f"{compared} diagnostics of {len(golden)} golden files: the same as formc check")

    # Keystroke by keystroke: the final text checks clean, and on the way the server never
    # lost track of the text (the diagnostics at the end are those of the whole file).
    for name in ["SignUp.form", "ChineseLabels.form"]:
        text = open(os.path.join(ROOT, "Examples", name), encoding="utf-8").read()
        uri = "file:///typed/" + name
        await session.type_out(uri, text)
        expect(len(session.diagnostics.get(uri, [None])) == 0, f"typed {name}: {session.diagnostics.get(uri)}")
    print(f"typed SignUp.form and ChineseLabels.form keystroke by keystroke: clean")

    # A typo after Chinese text: an error with its id, a link, a quick fix that repairs it.
    uri = "file:///typed/ChineseLabels.form"
    text = session.texts[uri]
    at = text.index("keyboard numberPad") + len("keyboard numberPad")
    session.change(uri, at, at, "d")
    await session.sync(uri)
    errors = [d for d in session.diagnostics[uri] if d.code == "FC0307"]
    expect(len(errors) == 1, session.diagnostics[uri])
    error = errors[0]
    expect(error.severity == types.DiagnosticSeverity.Error, error)
    expect(error.code_description.href == DOCS + "#fc0307", error.code_description)
    start = text.index("keyboard numberPad") + len("keyboard ")
    expect(error.range.start == position_at(session.texts[uri], start), (error.range, position_at(session.texts[uri], start)))
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=session.doc(uri), range=error.range,
        context=types.CodeActionContext(diagnostics=[error])))
    expect(actions, "no quick fix for FC0307")
    fixed = apply_edits(session.texts[uri], actions[0].edit.changes[uri])
    expect(fixed == text, "the quick fix did not restore the text")
    session.change(uri, 0, len(session.texts[uri]), fixed)
    await session.sync(uri)
    expect(len(session.diagnostics[uri]) == 0, session.diagnostics[uri])
    print("diagnostic FC0307 with link, range after CJK text, quick fix: ok")

    # A deprecated name: a warning tagged `deprecated`, and a quick fix to the current name.
    uri = "file:///typed/Deprecated.form"
    text = "form F {\n    field code: text { keyboard alphabet }\n}\n"
    await session.open(uri, text)
    warnings = [d for d in session.diagnostics[uri] if d.code == "FC0226"]
    expect(len(warnings) == 1, session.diagnostics[uri])
    warning = warnings[0]
    expect(warning.severity == types.DiagnosticSeverity.Warning, warning)
    expect(list(warning.tags or []) == [types.DiagnosticTag.Deprecated], warning.tags)
    expect(warning.range.start == position_at(text, text.index("alphabet")), warning.range)
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=session.doc(uri), range=warning.range,
        context=types.CodeActionContext(diagnostics=[warning])))
    expect(actions, "no quick fix for FC0226")
    fixed = apply_edits(text, actions[0].edit.changes[uri])
    expect(fixed == text.replace("alphabet", "asciiCapable"), fixed)
    print("diagnostic FC0226 tagged deprecated, quick fix: ok")

    # Completion after `keyboard `, hover on a field, definition, references, rename.
    uri = "file:///typed/SignUp.form"
    text = session.texts[uri]
    at = text.index("keyboard numberPad") + len("keyboard ")
    completion = await client.text_document_completion_async(types.CompletionParams(
        text_document=session.doc(uri), position=position_at(text, at)))
    items = completion.items if hasattr(completion, "items") else completion
    labels = [item.label for item in items]
    expect("numberPad" in labels and "emailAddress" in labels, labels)
    hover = await client.text_document_hover_async(types.HoverParams(
        text_document=session.doc(uri), position=position_at(text, text.index("field age") + 7)))
    expect("keyboard numberPad: written in the file" in hover.contents.value, hover.contents.value)
    expect("submitLabel none" in hover.contents.value, hover.contents.value)
    use = text.index("equals(password") + len("equals(")
    definition = await client.text_document_definition_async(types.DefinitionParams(
        text_document=session.doc(uri), position=position_at(text, use)))
    expect(definition.range.start == position_at(text, text.index("field password") + 6), definition)
    references = await client.text_document_references_async(types.ReferenceParams(
        text_document=session.doc(uri), position=position_at(text, use),
        context=types.ReferenceContext(include_declaration=True)))
    expect(len(references) == 3, references)
    rename = await client.text_document_rename_async(types.RenameParams(
        text_document=session.doc(uri), position=position_at(text, use), new_name="secret"))
    renamed = apply_edits(text, rename.changes[uri])
    expect("equals(secret" in renamed and "field secret" in renamed and "password," not in renamed.split("focus")[1], renamed)
    try:
        await client.text_document_rename_async(types.RenameParams(
            text_document=session.doc(uri), position=position_at(text, use), new_name="email"))
        expect(False, "renaming password to email (taken) was accepted")
    except Exception as refusal:
        # Said as a rename: the name is taken, not "declared twice".
        expect("already has a field 'email'" in str(refusal), str(refusal))
    print("completion, hover, definition, references, rename (and its refusal): ok")

    # Outline, folding and semantic tokens of the same file.
    symbols = await client.text_document_document_symbol_async(types.DocumentSymbolParams(text_document=session.doc(uri)))
    expect([s.name for s in symbols] == ["SignUp"], symbols)
    expect([c.name for c in symbols[0].children][:3] == ["Account", "Password", "About you"], symbols[0].children)
    folds = await client.text_document_folding_range_async(types.FoldingRangeParams(text_document=session.doc(uri)))
    expect(any(f.start_line == text[: text.index("form SignUp")].count("\n") for f in folds), folds)
    legend = capabilities.semantic_tokens_provider.legend.token_types
    tokens = await client.text_document_semantic_tokens_full_async(types.SemanticTokensParams(text_document=session.doc(uri)))
    data = tokens.data
    expect(len(data) % 5 == 0 and len(data) > 100, len(data))
    kinds = {legend[data[i + 3]] for i in range(0, len(data), 5)}
    expect({"keyword", "property", "type", "string", "number", "comment", "variable"} <= kinds, kinds)
    # After an edit, the delta against that result, applied to it, is the new full result.
    expect(capabilities.semantic_tokens_provider.full.delta is True, capabilities.semantic_tokens_provider.full)
    at = text.index('"Create account"') + 1
    session.change(uri, at, at, "x")
    await session.sync(uri)
    delta = await client.text_document_semantic_tokens_full_delta_async(types.SemanticTokensDeltaParams(
        text_document=session.doc(uri), previous_result_id=tokens.result_id))
    expect(isinstance(delta, types.SemanticTokensDelta) and len(delta.edits) == 1, delta)
    patched = list(data)
    for edit in reversed(delta.edits):
        patched[edit.start:edit.start + edit.delete_count] = edit.data or []
    after = await client.text_document_semantic_tokens_full_async(types.SemanticTokensParams(text_document=session.doc(uri)))
    expect(patched == list(after.data) and len(delta.edits[0].data or []) < len(data) // 10, delta)
    session.change(uri, at, at + 1, "")
    await session.sync(uri)
    print(f"outline, {len(folds)} folding ranges, {len(data) // 5} semantic tokens, a delta of {len(delta.edits[0].data or [])}: ok")

    # Formatting: the edits give exactly `formc fmt`'s output.
    messy = text.replace("    field email", "field email").replace("title \"Create account\"", "title   \"Create account\"")
    session.change(uri, 0, len(text), messy)
    edits = await client.text_document_formatting_async(types.DocumentFormattingParams(
        text_document=session.doc(uri), options=types.FormattingOptions(tab_size=4, insert_spaces=True)))
    formatted = apply_edits(messy, edits)
    expected = subprocess.run([formc, "fmt", "-"], input=messy.encode(), capture_output=True, check=True).stdout.decode()
    expect(formatted == expected, "formatting edits differ from formc fmt")
    print(f"formatting: {len(edits)} edit(s), equal to formc fmt")

    await client.shutdown_async(None)
    client.exit(None)
    await asyncio.wait_for(client._server.wait(), 10)
    expect(client._server.returncode == 0, f"exit status {client._server.returncode}")
    await client.stop()
    # A client that disappears: end of input without shutdown ends the server, with status 1
    # (LSP's "exit without shutdown") and a line on standard error.
    gone = subprocess.run([formc, "lsp"], input=b"", capture_output=True, timeout=10)
    expect(gone.returncode == 1 and b"closed standard input" in gone.stderr, (gone.returncode, gone.stderr))
    print("formc lsp client test: ok")


if __name__ == "__main__":
    asyncio.run(main(os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else os.path.join(ROOT, ".build/debug/formc")))
