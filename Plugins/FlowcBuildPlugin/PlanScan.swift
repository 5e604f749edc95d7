import Foundation

// What the build plugin reads from the files before flowc runs, to plan the commands: the output names, which flow
// file depends on which, and the two options of flowc.yaml that change the plan. Plain Foundation, no PackagePlugin,
// so the tests compile this file too (Tests/FlowCompilerTests/Plugin/PlanScan.swift links here) and check the scan
// against the compiler's own reading of every example flow.

/// The Swift file of each flow file, named from its path (not from the flow's name inside, which the plan must not
/// depend on): `auth.flow.yaml` → `auth.flow.swift`. Swift needs unique file names in a module, so two flow files of
/// one name in different folders take their folders (below the folder all flow files share) in the name:
/// `Account/home.flow.yaml` → `Account_home.flow.swift`.
struct OutputNames {
    let names: [String]

    init(_ flows: [URL]) {
        func base(_ url: URL) -> String {
            var name = url.lastPathComponent
            for suffix in [".flow.yaml", ".flow.yml"] where name.hasSuffix(suffix) {
                name = String(name.dropLast(suffix.count))
            }
            return name
        }
        let counts = Dictionary(grouping: flows.map { base($0).lowercased() }, by: { $0 }).mapValues(\.count)
        let folders = flows.map { $0.deletingLastPathComponent().standardizedFileURL.pathComponents }
        var shared = folders.first ?? []
        for folder in folders.dropFirst() {
            shared = Array(zip(shared, folder).prefix { $0 == $1 }.map(\.0))
        }
        let candidates = zip(flows, folders).map { url, folder in
            let name = base(url)
            guard counts[name.lowercased(), default: 0] > 1 else { return name }
            return (folder.dropFirst(shared.count) + [name]).joined(separator: "_")
        }
        // Still two of one name (`auth.flow.yaml` and `auth.flow.yml` in one folder, or `A/home` beside `A_home`):
        // the later files, in path order, take a number.
        var taken: Set<String> = []
        names = candidates.map { candidate in
            var name = candidate
            var number = 2
            while !taken.insert(name.lowercased()).inserted {
                name = "\(candidate)_\(number)"
                number += 1
            }
            return name + ".flow.swift"
        }
    }
}

/// Which flow files each flow file depends on, found by scanning the text for the flow's name and the flows it
/// starts (`flow: Name`, `tabs: [A, B]` or a `tabs:` block list, `Name.outcome:` handler keys). The scan errs on
/// the side of more dependencies: any word of those values that names a flow of the target counts.
struct PlanDependencies {
    private var children: [[Int]] = []
    /// The scan of each flow file, in the order given.
    let scans: [FlowScan]

    init(_ flows: [URL]) {
        let scans = flows.map { FlowScan(text: (try? String(contentsOf: $0, encoding: .utf8)) ?? "") }
        self.scans = scans
        var byName: [String: [Int]] = [:]
        for (index, scan) in scans.enumerated() {
            if let name = scan.name { byName[name, default: []].append(index) }
        }
        children = scans.map { scan in
            Array(Set(scan.references.flatMap { byName[$0] ?? [] })).sorted()
        }
    }

    /// The flow files a flow file names in its `flow:` and `tabs:` values.
    func children(of index: Int) -> [Int] { children[index] }
}

/// A line scan of one flow file: its name and the names its `flow:` and `tabs:` values mention. Not a YAML parser:
/// flowc reads the file for real; this only decides which files a command lists as inputs.
struct FlowScan {
    var name: String?
    var references: Set<String> = []
    /// The line (from 1) where each reference is first named.
    var referenceLines: [String: Int] = [:]

    init(text: String) {
        // `isNewline`: "\r\n" is one Character in Swift, so a file with Windows line ends splits too. A byte-order
        // mark before the first key is no part of it.
        let text = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .map { Self.withoutComment(String($0)) }
        var index = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            let indent = line.prefix { $0 == " " }.count
            for (key, value) in Self.keys(in: line) {
                if key.contains("flow") && indent == 0 && line.hasPrefix(key) {
                    // `flow:` with its value on the next line, indented.
                    let next = value.trimmingCharacters(in: .whitespaces).isEmpty && index < lines.count
                    if name == nil { name = Self.firstWord(in: next ? Substring(lines[index]) : value) }
                    continue
                }
                add(Self.words(in: value), line: index)
                guard key.contains("tabs") else { continue }
                let trimmed = value.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("["), !trimmed.contains("]") {
                    // A flow list over several lines: up to its closing bracket.
                    while index < lines.count {
                        add(Self.words(in: lines[index]), line: index + 1)
                        index += 1
                        if lines[index - 1].contains("]") { break }
                    }
                } else if trimmed.isEmpty {
                    // A block list: the `- Name` lines below the key.
                    while index < lines.count {
                        let next = lines[index]
                        let content = next.trimmingCharacters(in: .whitespaces)
                        let nextIndent = next.prefix { $0 == " " }.count
                        if content.isEmpty {
                            index += 1
                            continue
                        }
                        guard content.hasPrefix("-"), nextIndent >= indent else { break }
                        add(Self.words(in: String(content.dropFirst())), line: index + 1)
                        index += 1
                    }
                }
            }
            // `Profile.signedOut:` handler keys name a tab's flow too.
            let content = line.trimmingCharacters(in: .whitespaces)
            if let dot = content.firstIndex(of: "."), let colon = content.firstIndex(of: ":"), dot < colon {
                add(Self.words(in: String(content[..<dot])), line: index)
            }
        }
        if let name { references.remove(name) }
    }

    private mutating func add(_ words: Set<String>, line: Int) {
        references.formUnion(words)
        for word in words where referenceLines[word] == nil { referenceLines[word] = line }
    }

    /// `flow` and `tabs` keys of a line (also inside `{ … }`), each with the text after its colon.
    private static func keys(in line: String) -> [(key: String, value: Substring)] {
        var result: [(key: String, value: Substring)] = []
        for key in ["flow", "tabs", "\"flow\"", "\"tabs\"", "'flow'", "'tabs'"] {
            var searchStart = line.startIndex
            while let range = line.range(of: key + ":", range: searchStart..<line.endIndex) {
                searchStart = range.upperBound
                let before = range.lowerBound == line.startIndex ? " " : line[line.index(before: range.lowerBound)]
                let after = range.upperBound == line.endIndex ? " " : line[range.upperBound]
                guard " {,-".contains(before), after == " " || after == "\t" else { continue }
                var value = line[range.upperBound...]
                if key.contains("flow"), let end = value.firstIndex(where: { $0 == "," || $0 == "}" }) {
                    value = value[..<end]
                }
                result.append((key, value))
            }
        }
        return result
    }

    /// The words of a value: names the target's flows may have (the plan keeps those that are).
    private static func words(in text: some StringProtocol) -> Set<String> {
        var words: Set<String> = []
        var current = ""
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
            } else {
                if !current.isEmpty { words.insert(current) }
                current = ""
            }
        }
        if !current.isEmpty { words.insert(current) }
        return words
    }

    private static func firstWord(in text: some StringProtocol) -> String? {
        let word = text.drop { !($0.isLetter || $0.isNumber || $0 == "_") }.prefix {
            $0.isLetter || $0.isNumber || $0 == "_"
        }
        return word.isEmpty ? nil : String(word)
    }

    /// The line without a `#` comment (a `#` at the start or after a space, outside quotes).
    private static func withoutComment(_ line: String) -> String {
        var quote: Character?
        var previous: Character = " "
        for (offset, character) in line.enumerated() {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "#", previous == " " || previous == "\t" {
                return String(line.prefix(offset))
            }
            previous = character
        }
        return line
    }
}

/// What the plan needs from flowc.yaml before flowc runs: which template files are inputs. flowc reads the file for
/// real (and validates it); this scan reads only `templates` under `generate:` in its plain forms.
struct ConfigScan {
    var templateFiles: [URL] = []
    /// `generate: accessLevel:` as written; nil when the file does not say (the generated code is internal).
    var accessLevel: String?
    /// Whether `generate:` says where the flows' strings are (`stringsBundle:`): the plan leaves it to flowc then.
    var setsStringsBundle = false

    init(_ config: URL?) {
        guard let config, let text = try? String(contentsOf: config, encoding: .utf8) else { return }
        var inGenerate = false
        var generateIndent = 0
        var values: [String: String] = [:]
        var blockKey: String?
        var blockItems: [String] = []
        for raw in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            let line = String(raw.prefix { $0 != "#" })
            let content = line.trimmingCharacters(in: .whitespaces)
            if content.isEmpty { continue }
            let indent = line.prefix { $0 == " " }.count
            if indent == 0 {
                inGenerate = content.hasPrefix("generate:")
                if inGenerate, let brace = content.firstIndex(of: "{") {
                    // generate: { accessLevel: public, templates: T }
                    let inner = content[content.index(after: brace)...].dropLast(content.hasSuffix("}") ? 1 : 0)
                    for (key, value) in Self.flowPairs(String(inner)) { values[key] = value }
                    inGenerate = false
                }
                continue
            }
            guard inGenerate else { continue }
            if generateIndent == 0 { generateIndent = indent }
            if indent >= generateIndent, content.hasPrefix("-"), blockKey != nil {
                blockItems.append(content.dropFirst().trimmingCharacters(in: .whitespaces))
                continue
            }
            if let key = blockKey {
                values[key] = "[" + blockItems.joined(separator: ",") + "]"
                blockKey = nil
                blockItems = []
            }
            guard indent == generateIndent, let colon = content.firstIndex(of: ":") else { continue }
            let key = String(content[..<colon])
            let value = content[content.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if value.isEmpty && key == "imports" {
                blockKey = key
            } else {
                values[key] = value
            }
        }
        if let key = blockKey { values[key] = "[" + blockItems.joined(separator: ",") + "]" }

        setsStringsBundle = values["stringsBundle"] != nil
        accessLevel = values["accessLevel"].map(Self.unquoted)
        if let value = values["templates"] {
            let path = Self.unquoted(value)
            let directory =
                path.hasPrefix("/")
                ? URL(fileURLWithPath: path) : config.deletingLastPathComponent().appending(path: path)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            templateFiles = names.filter { $0.hasSuffix(".mustache") }.sorted().map { directory.appending(path: $0) }
        }
    }

    /// `a: [x, y], b: z` → [a: "[x, y]", b: "z"].
    private static func flowPairs(_ text: String) -> [(String, String)] {
        var pairs: [(String, String)] = []
        var depth = 0
        var current = ""
        var parts: [String] = []
        for character in text {
            if character == "[" { depth += 1 }
            if character == "]" { depth -= 1 }
            if character == ",", depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        for part in parts {
            guard let colon = part.firstIndex(of: ":") else { continue }
            pairs.append(
                (
                    part[..<colon].trimmingCharacters(in: .whitespaces),
                    part[part.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                ))
        }
        return pairs
    }

    private static func unquoted(_ text: String) -> String {
        if text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first {
            return String(text.dropFirst().dropLast())
        }
        return text
    }
}

/// The flows of a target that start a flow of another module whose generated code is internal: the target's
/// generated code cannot see that flow's types, and Swift would say only "cannot find type … in scope" in a file
/// under .build. The plugin says it at the line that starts the flow, with the fix.
enum ModuleAccessScan {
    struct Problem: Equatable {
        var file: URL
        var line: Int
        var message: String
    }

    /// `flows`: the target's flow files; `interfaces`: its dependencies' flow files with their modules; `configs`:
    /// each such module's flowc.yaml, where it has one.
    static func problems(
        flows: [URL], interfaces: [(module: String, file: URL)], configs: [String: URL]
    ) -> [Problem] {
        func scan(_ file: URL) -> FlowScan { FlowScan(text: (try? String(contentsOf: file, encoding: .utf8)) ?? "") }
        return problems(
            flows: flows.map { ($0, scan($0)) }, interfaces: interfaces.map { ($0.module, scan($0.file)) },
            configs: configs)
    }

    /// The same, from the scans the plan made already (`PlanDependencies.scans`).
    static func problems(
        flows: [(file: URL, scan: FlowScan)], interfaces: [(module: String, scan: FlowScan)], configs: [String: URL]
    ) -> [Problem] {
        var internalFlows: [String: String] = [:]
        var access: [String: String] = [:]
        for (module, scan) in interfaces {
            if access[module] == nil {
                access[module] = configs[module].flatMap { ConfigScan($0).accessLevel } ?? "internal"
            }
            guard access[module] == "internal", let name = scan.name else { continue }
            internalFlows[name] = module
        }
        guard !internalFlows.isEmpty else { return [] }
        var problems: [Problem] = []
        for (flow, scan) in flows {
            for name in scan.references.sorted() {
                guard let module = internalFlows[name], let line = scan.referenceLines[name] else { continue }
                let config = configs[module].map { "in \($0.path)" } ?? "in a flowc.yaml beside \(module)'s flows"
                problems.append(
                    Problem(
                        file: flow, line: line,
                        // The place in the text too: SwiftPM's command line prints a plugin's message alone.
                        message: "\(flow.path):\(line): \(name) is a flow of module \(module), whose generated code is "
                            + "internal: this module's code cannot use its types; write 'generate: { accessLevel: "
                            + "public }' \(config)"))
            }
        }
        return problems
    }
}
