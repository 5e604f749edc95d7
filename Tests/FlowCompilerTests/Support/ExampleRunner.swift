@testable import FlowCompiler

/// Turns a check example into files to compile and the places (`↓`) where its check must report.
struct PreparedExample {
    struct Place: Hashable, Comparable, CustomStringConvertible {
        var file: String
        var line: Int
        var column: Int

        static func < (lhs: Place, rhs: Place) -> Bool {
            (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
        }

        var description: String { "\(file):\(line):\(column)" }
    }

    var files: [SourceFile] = []
    var expected: [Place] = []

    init(_ example: CheckExample) {
        for file in example.files {
            var text = ""
            var line = 1
            var column = 1
            for character in file.text {
                if character == CheckExample.marker {
                    expected.append(Place(file: file.path, line: line, column: column))
                    continue
                }
                text.append(character)
                if character == "\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            }
            files.append(SourceFile(path: file.path, text: text))
        }
        expected.sort()
    }

    func compile(root: String?) -> Compiler.Result {
        Compiler.check(files, options: .init(root: root))
    }
}

extension Diagnostic {
    var place: PreparedExample.Place {
        .init(file: location.file, line: location.line, column: location.column)
    }
}
