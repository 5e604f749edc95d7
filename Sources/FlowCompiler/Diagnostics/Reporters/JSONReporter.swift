import Foundation

/// `[{file, line, column, severity, id, message, notes: [{file, line, column, message}]}]`, for tools.
public enum JSONReporter {
    private struct Entry: Encodable {
        var file: String
        var line: Int
        var column: Int
        var severity: String
        var id: String
        var message: String
        var notes: [NoteEntry]
        var fixIts: [FixEntry]
    }

    private struct NoteEntry: Encodable {
        var file: String?
        var line: Int?
        var column: Int?
        var message: String
    }

    private struct FixEntry: Encodable {
        var file: String
        var line: Int
        var column: Int
        var length: Int
        var replacement: String
        /// Whether `flowc lint --fix` applies it (`Diagnostic.FixIt.isSafe`).
        var safe: Bool
    }

    public static func render(_ diagnostics: [Diagnostic]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(entries(diagnostics))) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The same objects, for a document that holds them (`flowc diff`'s `errors`).
    static func objects(_ diagnostics: [Diagnostic]) -> [Any] {
        let data = (try? JSONEncoder().encode(entries(diagnostics))) ?? Data("[]".utf8)
        return (try? JSONSerialization.jsonObject(with: data)) as? [Any] ?? []
    }

    private static func entries(_ diagnostics: [Diagnostic]) -> [Entry] {
        diagnostics.map { diagnostic in
            Entry(
                file: diagnostic.location.file, line: diagnostic.location.line, column: diagnostic.location.column,
                severity: diagnostic.severity.rawValue, id: diagnostic.id, message: diagnostic.message,
                notes: diagnostic.notes.map {
                    NoteEntry(
                        file: $0.location?.file, line: $0.location?.line, column: $0.location?.column,
                        message: $0.message)
                },
                fixIts: diagnostic.fixIts.map {
                    FixEntry(
                        file: $0.location.file, line: $0.location.line, column: $0.location.column,
                        length: $0.location.length, replacement: $0.replacement, safe: $0.isSafe)
                })
        }
    }
}
