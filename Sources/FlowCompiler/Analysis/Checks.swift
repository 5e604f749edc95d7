/// The list of every check: `flowc explain` and the docs read it, the tests run every example of each.
public enum Checks {
    /// Checks reported while reading files.
    static var reading: [any Check.Type] {
        [
            YAMLSyntax.self,
            YAMLUnsupported.self,
            InputLimit.self,
            DuplicateKey.self,
            UnknownKey.self,
            WrongValue.self,
            MissingKey.self,
        ]
    }

    /// Checks that run on the whole program, in this order.
    static var program: [any ProgramCheck.Type] {
        [
            WrongValue.self,
            InvalidName.self,
            NameTooLong.self,
            DuplicateFlow.self,
            FileNameCollision.self,
            ReservedName.self,
            StepTypeCollision.self,
            TabCaseCollision.self,
            TypeNameCollision.self,
            UnknownStep.self,
            UnknownFlow.self,
            UnknownOutcome.self,
            UnreachableStep.self,
            DeadEnd.self,
            DialogWithoutCancel.self,
            FlowShowsNothing.self,
            NoExit.self,
            UnhandledOutcome.self,
            UnhandledRequest.self,
            UnknownHandler.self,
            MissingValue.self,
            TypeMismatch.self,
            UnsentValue.self,
            UnreceivedValue.self,
            UnusedArgument.self,
            InvalidType.self,
            InvalidDeeplink.self,
            DeeplinkConflict.self,
            DeeplinkNeverOpens.self,
            DeeplinkDropped.self,
            PopTarget.self,
            DismissOutsideModal.self,
            RootFlowEnds.self,
            IgnoredPresent.self,
            UnusedOutcome.self,
            UnusedAppEvent.self,
            FlowCycle.self,
            UnusedFlow.self,
        ]
    }

    /// Runs the program checks on every core, and appends their diagnostics in the order of `program`: the
    /// same diagnostics, in the same order, as running them one after another. The checks only read the program
    /// and the analyses they share, and each writes its own diagnostics.
    ///
    /// The two large shared analyses are the first pieces of work, so that they are built side by side while
    /// the checks that need neither start; a check that needs one still being built waits for it
    /// (`Program.cached`).
    static func runProgramChecks(_ program: Program, _ diagnostics: inout Diagnostics) {
        let checks = Self.program
        let sharedAnalyses = 2
        let results = Parallel.map(sharedAnalyses + checks.count) { task -> [Diagnostic] in
            switch task {
            case 0:
                StageTimes.measure("analyze navigation") { _ = NavigationAnalysis.of(program) }
                return []
            case 1:
                StageTimes.measure("analyze values") { _ = ValueFlow.of(program) }
                return []
            default:
                let check = checks[task - sharedAnalyses]
                var found = Diagnostics()
                StageTimes.measure("check \(check.id)") { check.run(program, &found) }
                return found.all
            }
        }
        // A flow-wide handler (`on:` at the top, format v2) is every waiting step's: a check of handlers finds its
        // mistake once per step, at the same place, in the same words. Reported once.
        var seen = Set<Diagnostic>()
        for found in results {
            for diagnostic in found where seen.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
        }
    }

    /// Checks of the `# flowc:ignore` comments, reported once the others are known (`Suppressions`).
    static var comments: [any Check.Type] { [UnusedSuppression.self, InvalidSuppression.self] }

    public static var all: [CheckDescription] {
        // WrongValue is reported while reading and, for one rule, on the program: list it once.
        reading.map { $0.description } + program.filter { $0 != WrongValue.self }.map { $0.description }
            + comments.map { $0.description }
    }

    public static func description(of id: String) -> CheckDescription? {
        all.first { $0.id == id }
    }
}
