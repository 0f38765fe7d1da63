/// Texts, each with a number (its entry, counted from 0 in the order they were added): what a
/// `Set<String>` or a `[String: Int]` would be, for the checker's and the emitters' tables of
/// names, labels, patterns and shortcuts.
///
/// Keys are found as a `Dictionary` finds them: by `hashValue` and `==`, so canonically
/// equivalent spellings ("é" written as one scalar or as two) are one key. What the table does
/// without is `Dictionary`'s generic storage: the runtime makes that type on its first use in
/// a process, and for the first `String`-keyed one it first searches every loaded library's
/// conformances for `String: Hashable`, about a tenth of a typical form's whole check.
/// Callers keep values in arrays indexed by entry.
struct StringTable {
    /// The entries in insertion order.
    private(set) var keys: [String] = []
    /// Open addressing with linear probing: each slot is an entry plus one, or 0 when empty.
    /// Never more than half full.
    private var slots: [Int]

    init(minimumCapacity: Int = 0) {
        var size = 16
        while size < minimumCapacity * 2 { size *= 2 }
        slots = [Int](repeating: 0, count: size)
        keys.reserveCapacity(minimumCapacity)
    }

    /// How many keys the table holds.
    var count: Int { keys.count }

    /// The entry of `key`, or nil when it is not in the table.
    func entry(_ key: String) -> Int? {
        let mask = slots.count - 1
        var slot = key.hashValue & mask
        while true {
            let entry = slots[slot] - 1
            if entry < 0 { return nil }
            if keys[entry] == key { return entry }
            slot = (slot + 1) & mask
        }
    }

    func contains(_ key: String) -> Bool { entry(key) != nil }

    /// Adds `key` unless it is there; returns its entry either way, and whether it was added.
    @discardableResult
    mutating func insert(_ key: String) -> (inserted: Bool, entry: Int) {
        if let known = entry(key) { return (false, known) }
        if (keys.count + 1) * 2 > slots.count { grow() }
        place(keys.count, hash: key.hashValue)
        keys.append(key)
        return (true, keys.count - 1)
    }

    private mutating func place(_ entry: Int, hash: Int) {
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = entry + 1
    }

    private mutating func grow() {
        slots = [Int](repeating: 0, count: slots.count * 2)
        for (entry, key) in keys.enumerated() { place(entry, hash: key.hashValue) }
    }
}
