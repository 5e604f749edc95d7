import Foundation

/// SARIF 2.1.0, as GitHub code scanning accepts it: one run, the checks as rules, each diagnostic a result.
public enum SARIFReporter {
    public static func render(_ diagnostics: [Diagnostic], version: String) -> String {
        document(rules: rules(), results: results(diagnostics), version: version)
    }

    /// The checks, as rules.
    static func rules() -> [[String: Any]] {
        Checks.all.map { check in
            [
                "id": check.id,
                "name": check.id,
                "shortDescription": ["text": check.summary],
                "fullDescription": ["text": check.explanation.isEmpty ? check.summary : check.explanation],
                "defaultConfiguration": ["level": check.severity.rawValue],
                "helpUri": "https://github.com/flowc/flowc/blob/main/docs/checks.md#\(check.id)",
            ]
        }
    }

    /// The diagnostics, as results; `ruleOffset`: where the checks start among the run's rules.
    static func results(_ diagnostics: [Diagnostic], ruleOffset: Int = 0) -> [[String: Any]] {
        let ruleIndex = Dictionary(uniqueKeysWithValues: Checks.all.enumerated().map { ($1.id, $0 + ruleOffset) })
        return diagnostics.map { diagnostic in
            var result: [String: Any] = [
                "ruleId": diagnostic.id,
                "level": diagnostic.severity.rawValue,
                "message": ["text": diagnostic.message],
                "locations": [physicalLocation(diagnostic.location)],
            ]
            if let index = ruleIndex[diagnostic.id] { result["ruleIndex"] = index }
            let related = diagnostic.notes.compactMap { note -> [String: Any]? in
                guard let location = note.location else { return nil }
                var entry = physicalLocation(location)
                entry["message"] = ["text": note.message]
                return entry
            }
            if !related.isEmpty {
                result["relatedLocations"] = related.enumerated().map { index, entry in
                    entry.merging(["id": index]) { $1 }
                }
            }
            let plainNotes = diagnostic.notes.filter { $0.location == nil }.map(\.message)
            if !plainNotes.isEmpty {
                result["message"] = ["text": ([diagnostic.message] + plainNotes).joined(separator: "\n")]
            }
            return result
        }
    }

    /// The SARIF log of one run of flowc with these rules and results (flowc diff writes one too).
    static func document(rules: [[String: Any]], results: [[String: Any]], version: String) -> String {
        let log: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [
                [
                    "tool": [
                        "driver": [
                            "name": "flowc",
                            "version": version,
                            "informationUri": "https://github.com/flowc/flowc",
                            "rules": rules,
                        ]
                    ],
                    "results": results,
                ]
            ],
        ]
        let data = (try? JSONSerialization.data(withJSONObject: log, options: [.prettyPrinted, .sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    static func physicalLocation(_ location: SourceLocation) -> [String: Any] {
        [
            "physicalLocation": [
                "artifactLocation": ["uri": location.file],
                "region": [
                    "startLine": location.line, "startColumn": location.column,
                    "endColumn": location.column + location.length,
                ],
            ]
        ]
    }
}
