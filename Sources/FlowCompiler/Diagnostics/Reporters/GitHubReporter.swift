/// GitHub Actions workflow commands: each diagnostic becomes an annotation on the pull request's diff.
public enum GitHubReporter {
    public static func render(_ diagnostics: [Diagnostic]) -> String {
        var out = ""
        for diagnostic in diagnostics {
            let location = diagnostic.location
            var message = diagnostic.message
            for note in diagnostic.notes {
                message += "\nnote: " + note.message + (note.location.map { " (\($0))" } ?? "")
            }
            out += "::\(diagnostic.severity.rawValue) file=\(property(location.file)),line=\(location.line),"
            out += "col=\(location.column),title=\(property("flowc " + diagnostic.id))::\(data(message))\n"
        }
        return out
    }

    // The escapes GitHub's toolkit applies (toCommandValue / toCommandProperties).
    static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
