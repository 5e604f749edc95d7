/// A format-neutral diagram: what the DOT and Mermaid renderers draw, in the same visual language.
///
/// Builders fill it from a `Program` in the author's order (steps, then handlers), so rendering the same input
/// always gives the same text. Node ids are generated (`s0`, `t1`, …): user names only ever appear in labels,
/// so a step called `end` or `subgraph` cannot break either format.
public struct Diagram: Sendable, Equatable {
    public enum NodeKind: String, Sendable, Equatable {
        case screen
        /// A screen with `terminal: true`.
        case terminalScreen
        case decision
        case subflow
        case tabs
        /// A declared outcome of the flow: a terminal node.
        case outcome
        /// The small filled dot the start edge leaves from.
        case start
        /// Where `back`/`dismiss` leave the flow (to the parent coordinator).
        case exit
        /// A name that does not resolve (`to:` a missing step, a subflow of a missing flow…).
        case missing
        /// A whole flow, in the overview.
        case flow
        /// In a split diagram: a step drawn in another part.
        case reference
        /// Text about the diagram itself (folded edges, truncation).
        case note
    }

    public enum EdgeStyle: String, Sendable, Equatable {
        /// Shown pushed on the current stack: solid.
        case push
        /// Shown in a new modal stack (sheet, fullScreen): dashed.
        case modal
        /// Replaces the stack: bold.
        case replace
        /// back, dismiss, popTo: dotted, with an open circle where it lands.
        case back
        /// Ends the flow with an outcome: solid, into the outcome node.
        case finish
        /// From the start dot; and the thin links of the overview and of expanded subflows.
        case plain
    }

    public struct Node: Sendable, Equatable {
        /// Generated: never a user name.
        public var id: String
        public var kind: NodeKind
        /// Shown as written; lines separated by "\n".
        public var label: String
        /// Step or flow summary, and any problem found: DOT tooltip, Mermaid extra label lines.
        public var tooltip: String?
        /// Lint found a problem here (unreachable-step, dead-end, no-exit): drawn in red.
        public var problem: Bool
        /// Index of the cluster holding the node, nil at the top level.
        public var cluster: Int?
        /// For split diagrams: the position of the step this node stands for, in author order.
        public var order: Int

        public init(
            id: String, kind: NodeKind, label: String, tooltip: String? = nil, problem: Bool = false,
            cluster: Int? = nil, order: Int = 0
        ) {
            self.id = id
            self.kind = kind
            self.label = label
            self.tooltip = tooltip
            self.problem = problem
            self.cluster = cluster
            self.order = order
        }
    }

    public struct Edge: Sendable, Equatable {
        public var from: String
        public var to: String
        public var label: String
        public var style: EdgeStyle
        /// The edge points at a group of nodes (a hub's leaves), drawn to the group's frame: the cluster's id.
        public var toCluster: String?

        public init(from: String, to: String, label: String = "", style: EdgeStyle, toCluster: String? = nil) {
            self.from = from
            self.to = to
            self.label = label
            self.style = style
            self.toCluster = toCluster
        }
    }

    /// An expanded subflow or tab: a box around the child flow's nodes.
    public struct Cluster: Sendable, Equatable {
        public var id: String
        public var label: String
        public var tooltip: String?
        /// The subflow step it stands for has a lint problem.
        public var problem: Bool
        /// The enclosing cluster, nil at the top level.
        public var parent: Int?

        public init(id: String, label: String, tooltip: String? = nil, problem: Bool = false, parent: Int? = nil) {
            self.id = id
            self.label = label
            self.tooltip = tooltip
            self.problem = problem
            self.parent = parent
        }
    }

    /// The flow (or app) name, and the summary drawn as the title.
    public var name: String
    public var title: String
    public var nodes: [Node] = []
    public var edges: [Edge] = []
    public var clusters: [Cluster] = []
    /// What the diagram leaves out or changed to stay drawable: written as comments, and warned on stderr.
    public var notes: [String] = []
    /// Nodes drawn at the top (the overview's roots).
    public var topRank: [String] = []
    /// Hub leaves (format v2: many sections of one list, left by the system back): node ids laid out in rows of a
    /// few, one row under the other, so that no rank grows wider than a page.
    public var rows: [[String]] = []
    /// Set when the graph is too large for Graphviz's `dot` layout: the DOT renderer asks for `sfdp`.
    public var largeLayout = false

    public init(name: String, title: String) {
        self.name = name
        self.title = title
    }

    /// For each cluster (nil: the top level), its nodes and its child clusters, in order: how both renderers nest
    /// what they write.
    func nesting() -> (nodes: [Int?: [Int]], clusters: [Int?: [Int]]) {
        var byCluster: [Int?: [Int]] = [:]
        for (index, node) in nodes.enumerated() {
            byCluster[node.cluster, default: []].append(index)
        }
        var childClusters: [Int?: [Int]] = [:]
        for (index, cluster) in clusters.enumerated() {
            childClusters[cluster.parent, default: []].append(index)
        }
        return (byCluster, childClusters)
    }

    /// Number of nodes that stand for steps or flows (not markers).
    public var stepCount: Int {
        nodes.count { ![.start, .exit, .note, .reference, .missing].contains($0.kind) }
    }
}
