import DesignRules
import Testing

@testable import DesignDebt

@Suite struct AnalyzerIdentityTests {
    /// A release that adds rules (the api, a11y, copy, perf and arch families) measures stored
    /// blobs under a new identity, so the next collect rebaselines (see
    /// `aChangedConfigurationRebaselinesTheFirstNewCommit`) instead of mixing old and new counts.
    @Test func theIdentityNamesEveryEnabledRule() {
        let everything = AnalyzerIdentity(config: .referenceScales)
        var scalesOnly = Configuration.defaults
        for rule in RuleCatalog.all where !Family.scaleFamilies.contains(rule.description.family) {
            scalesOnly.rules[rule.description.id] = RuleSetting(enabled: false, severity: nil)
        }
        let before = AnalyzerIdentity(config: scalesOnly)
        #expect(everything.fingerprint != before.fingerprint)
        for family in ["api/", "a11y/", "copy/", "perf/", "arch/", "meta/"] {
            #expect(everything.ruleIDs.contains(family))
            #expect(!before.ruleIDs.contains(family))
        }
        #expect(AnalyzerIdentity(config: .referenceScales).fingerprint == everything.fingerprint)
    }
}
