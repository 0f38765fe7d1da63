/// A field's validators as written, in order, with what the checks ask of them: which kinds
/// it holds, the first of each kind, and where a repeated validator was first written (FC0334).
struct ValidatorList {
    private(set) var validators: [ValidatorDraft] = []
    /// Which kinds `validators` holds, as bits by `ValidatorName.rawValue`.
    private var kinds: UInt32 = 0
    private var firstOfKind = FirstValidatorIndexes()
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

    func has(_ name: ValidatorName) -> Bool { kinds & (1 << UInt32(name.rawValue)) != 0 }

    /// The first validator of kind `name`, if any.
    func first(_ name: ValidatorName) -> ValidatorDraft? {
        has(name) ? validators[Int(firstOfKind[name])] : nil
    }

    /// Adds `v`, which `firstWritten` found new.
    mutating func append(_ v: ValidatorDraft, source: UnsafeBufferPointer<UInt8>) {
        switch v.kind {
        case .pattern(let p): if patternIndex != nil, patternIndex![p] == nil { patternIndex![p] = v.nameSpan }
        case .equals(let t):
            if equalsIndex != nil {
                let key = String(decoding: UnsafeBufferPointer(rebasing: source[t.start..<t.end]), as: UTF8.self)
                if equalsIndex![key] == nil { equalsIndex![key] = v.nameSpan }
            }
        case .required, .length, .range, .dateRange, .email, .url, .phone, .count:
            break
        }
        validators.append(v)
        note(at: validators.count - 1)
    }

    private mutating func note(at i: Int) {
        let name = validators[i].validator
        if !has(name) { firstOfKind[name] = Int32(i) }
        kinds |= 1 << UInt32(name.rawValue)
    }

    /// Where a validator equal to `v` was first written (FC0334): the first of its kind, or
    /// for `pattern` and `equals` the first with the same pattern or field.
    mutating func firstWritten(_ v: ValidatorDraft, source: UnsafeBufferPointer<UInt8>) -> Span? {
        switch v.kind {
        case .pattern(let pattern):
            guard has(.pattern) else { return nil }
            if validators.count > 16 {
                if patternIndex == nil {
                    var index: [Int: Span] = [:]
                    for w in validators { if case .pattern(let p) = w.kind, index[p] == nil { index[p] = w.nameSpan } }
                    patternIndex = index
                }
                return patternIndex![pattern]
            }
            for w in validators { if case .pattern(let p) = w.kind, p == pattern { return w.nameSpan } }
            return nil
        case .equals(let target):
            guard has(.equals) else { return nil }
            func text(_ s: Span) -> String { String(decoding: UnsafeBufferPointer(rebasing: source[s.start..<s.end]), as: UTF8.self) }
            if validators.count > 16 {
                if equalsIndex == nil {
                    var index: [String: Span] = [:]
                    for w in validators { if case .equals(let t) = w.kind, index[text(t)] == nil { index[text(t)] = w.nameSpan } }
                    equalsIndex = index
                }
                return equalsIndex![text(target)]
            }
            for w in validators {
                if case .equals(let t) = w.kind, source.same(t, target) {
                    return w.nameSpan
                }
            }
            return nil
        case .required, .length, .range, .dateRange, .email, .url, .phone, .count:
            return first(v.validator)?.nameSpan
        }
    }
}

/// The index in a field's validators of the first validator of each kind, -1 for none: nine
/// numbers kept in the field's draft, with no allocation of their own. Plain numbers, not a
/// SIMD vector: a vector's 16-byte alignment made every draft an aligned allocation, which
/// costs several times a plain one.
struct FirstValidatorIndexes {
    private var required: Int32 = -1
    private var length: Int32 = -1
    private var pattern: Int32 = -1
    private var range: Int32 = -1
    private var email: Int32 = -1
    private var url: Int32 = -1
    private var phone: Int32 = -1
    private var equals: Int32 = -1
    private var count: Int32 = -1

    subscript(name: ValidatorName) -> Int32 {
        get {
            switch name {
            case .required: return required
            case .length: return length
            case .pattern: return pattern
            case .range: return range
            case .email: return email
            case .url: return url
            case .phone: return phone
            case .equals: return equals
            case .count: return count
            }
        }
        set {
            switch name {
            case .required: required = newValue
            case .length: length = newValue
            case .pattern: pattern = newValue
            case .range: range = newValue
            case .email: email = newValue
            case .url: url = newValue
            case .phone: phone = newValue
            case .equals: equals = newValue
            case .count: count = newValue
            }
        }
    }
}
