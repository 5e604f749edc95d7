import Foundation

/// Lint is flowc's default command, so `flowc generte Flows` would lint a path named `generte`. A first word that
/// is no path on disk and is close to a command's name is a misspelt command instead.
public enum CommandSuggestion {
    /// `error: unknown command 'generte'; did you mean 'generate'?`, or nil when the first argument is a command,
    /// an option, an existing path, or close to no command (then it is linted as a path, as documented).
    public static func message(for arguments: [String], commands: [String]) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-"), !commands.contains(first),
            !FileManager.default.fileExists(atPath: first),
            let suggestion = Names.suggestion(for: first, among: commands)
        else { return nil }
        return "error: unknown command '\(first)'; did you mean '\(suggestion)'?"
    }

    /// ArgumentParser writes `Error: …`; flowc's errors are `error: …` everywhere.
    public static func lowercasedError(_ message: String) -> String {
        message.hasPrefix("Error: ") ? "error: " + message.dropFirst("Error: ".count) : message
    }
}
