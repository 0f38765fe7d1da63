/// A field's validators as written, in order, with what the checks ask of them: which
/// validators it holds, the first of each, and where a repeated validator was first written
/// (FC0334).
struct ValidatorList {
    private(set) var validators: [ValidatorDraft] = []
    /// The index in `validators` of the first of each validator, by `ValidatorName.rawValue`;
    /// -1 for none.
    private var firstOfName = [Int](repeating: -1, count: ValidatorName.allCases.count)
    /// Past a handful, where each pattern and `equals` target was first written (a field may
    /// list thousands of patterns).
    private var patternIndex: [Int: Span]?
    private var equalsIndex: [String: Span]?

    init() {}

    /// The list of `validators`, in order (cross-field rules rebuild a field's list).
    init(_ validators: [ValidatorDraft]) {
        self.validators = validators
        for i in validators.indices { note(at: i) }
    }

    func has(_ name: ValidatorName) -> Bool { firstOfName[Int(name.rawValue)] >= 0 }

    /// The first validator called `name`, if any.
    func first(_ name: ValidatorName) -> ValidatorDraft? {
        has(name) ? validators[firstOfName[Int(name.rawValue)]] : nil
    }

    /// Adds `v`, which `firstWritten` found new.
    mutating func append(_ v: ValidatorDraft, source: [UInt8]) {
        if let p = v.pattern, patternIndex != nil, patternIndex![p] == nil { patternIndex![p] = v.nameSpan }
        if let t = v.target, equalsIndex != nil {
            let key = String(decoding: source[t.start..<t.end], as: UTF8.self)
            if equalsIndex![key] == nil { equalsIndex![key] = v.nameSpan }
        }
        validators.append(v)
        note(at: validators.count - 1)
    }

    private mutating func note(at i: Int) {
        let name = Int(validators[i].name.rawValue)
        if firstOfName[name] < 0 { firstOfName[name] = i }
    }

    /// Where a validator equal to `v` was first written (FC0334): the first of its name, or
    /// for `pattern` and `equals` the first with the same pattern or field.
    mutating func firstWritten(_ v: ValidatorDraft, source: [UInt8]) -> Span? {
        if let pattern = v.pattern {
            guard has(.pattern) else { return nil }
            if validators.count > 16 {
                if patternIndex == nil {
                    var index: [Int: Span] = [:]
                    for w in validators { if let p = w.pattern, index[p] == nil { index[p] = w.nameSpan } }
                    patternIndex = index
                }
                return patternIndex![pattern]
            }
            return validators.first { $0.pattern == pattern }?.nameSpan
        }
        if let target = v.target {
            guard has(.equals) else { return nil }
            func text(_ s: Span) -> String { String(decoding: source[s.start..<s.end], as: UTF8.self) }
            if validators.count > 16 {
                if equalsIndex == nil {
                    var index: [String: Span] = [:]
                    for w in validators { if let t = w.target, index[text(t)] == nil { index[text(t)] = w.nameSpan } }
                    equalsIndex = index
                }
                return equalsIndex![text(target)]
            }
            return validators.first { $0.target.map { source.same($0, target) } ?? false }?.nameSpan
        }
        return first(v.name)?.nameSpan
    }
}
