// The templates of this folder, built into flowc by SwiftPM (`.embedInCode` in Package.swift): the bytes of each
// file become a constant of the binary, so flowc works copied alone (the artifact bundle, the build plugin's
// tool) and the files here stay the only copy of the text. Add a template: list it in Package.swift and here.

/// The default templates, by file name, as the files of `Templates/` hold them.
package enum BuiltInTemplates {
    package static let all: [(name: String, text: String)] = [
        ("Flow.swift.mustache", String(decoding: PackageResources.Flow_swift_mustache, as: UTF8.self))
    ]
}
