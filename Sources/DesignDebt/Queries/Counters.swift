/// Running totals of the per-commit counters (`commit_rollups`) after some commit, by kind
/// (`total`, `family`, `rule`, `sites`, `tokens`, ...) and then key: what the reports read
/// findings, sites and token adoption from.
struct Counters {
    private(set) var totals: [String: [String: Int]] = [:]

    /// The count of `key` under `kind`.
    subscript(kind: String, key: String) -> Int {
        totals[kind]?[key] ?? 0
    }

    /// The keys `kind` has a total for.
    func keys(_ kind: String) -> Dictionary<String, Int>.Keys {
        (totals[kind] ?? [:]).keys
    }

    mutating func add(_ delta: Int, kind: String, key: String) {
        totals[kind, default: [:]][key, default: 0] += delta
    }

    /// A per-family kind for one family, or summed over every family (nil).
    func sum(_ kind: String, family: String?) -> Int {
        family.map { self[kind, $0] } ?? (totals[kind]?.values.reduce(0, +) ?? 0)
    }

    /// Findings of one family, or in total (nil).
    func findings(family: String?) -> Int {
        family.map { self["family", $0] } ?? self["total", ""]
    }

    /// Findings of a goal's key: `total`, a rule (`spacing/off-scale`) or a family.
    func findings(of key: String) -> Int {
        if key == "total" { return self["total", ""] }
        return key.contains("/") ? self["rule", key] : self["family", key]
    }

    /// Token uses per site, in whole percent; nil without sites.
    func adoptionPercent(family: String?) -> Int? {
        let sites = sum("sites", family: family)
        return sites > 0 ? Int((Double(sum("tokens", family: family)) * 100 / Double(sites)).rounded()) : nil
    }
}
