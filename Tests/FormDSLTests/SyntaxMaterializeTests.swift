import Testing
@testable import FormDSL

/// `SyntaxTree.materialize()`: the value tree tools read (the language server among them).
@Suite struct SyntaxMaterializeTests {
    /// A name in parentheses is the name: its text and its span leave the parentheses out, so
    /// that renaming it, or colouring it, touches the name alone.
    @Test func parenthesisedNameIsTheName() throws {
        let text = "form F {\n    field a: text?\n    field b: text? { visible when ((a)) || !(a) }\n}\n"
        let file = SourceFile(path: "t.form", bytes: Array(text.utf8))
        let (syntax, diagnostics) = Compiler.parse(file)
        #expect(diagnostics.isEmpty)
        var names: [(String, String)] = []
        func walk(_ expr: Expr) {
            switch expr.kind {
            case .identifier(let name): names.append((name, file.text(expr.span)))
            case .when(let inner), .not(let inner), .negate(let inner): walk(inner)
            case .binary(_, let lhs, let rhs): walk(lhs); walk(rhs)
            case .conditional(let c, let a, let b): walk(c); walk(a); walk(b)
            case .call, .range, .list, .phrase, .string, .integer, .decimal, .error: break
            }
        }
        guard case .field(let b)? = syntax.forms.first?.members.last else {
            Issue.record("no field b")
            return
        }
        for property in b.properties { for argument in property.arguments { walk(argument.value) } }
        #expect(names.map(\.0) == ["a", "a"])
        #expect(names.map(\.1) == ["a", "a"])
    }
}
