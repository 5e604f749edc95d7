import ArgumentParser

/// How lint and generate check the flows: the root flow, and whether warnings fail the run.
struct CheckOptions: ParsableArguments {
    @Option(help: "The root flow of the app; flows it cannot reach are reported.")
    var root: String?

    @Flag(
        help: """
            Report warnings as errors, and fail (exit 1) on them: generate then writes nothing; flowc.yaml's \
            'strict: true' does the same.
            """)
    var strict = false
}
