/// Immediate dominators of a directed graph from a root (Lengauer–Tarjan with path compression), and O(1)
/// "does a dominate b" queries through an interval numbering of the dominator tree.
///
/// Near-linear, O(edges · log nodes) at worst; the simpler iterative algorithm of Cooper, Harvey and Kennedy
/// can go quadratic on a long chain whose steps all lead to one screen, which a 20,000-step flow may be.
/// Every walk (depth-first search, path compression, tree numbering) uses an explicit stack: nothing recurses,
/// so a deep graph cannot overflow the call stack.
struct Dominators {
    /// Preorder interval of each node in the dominator tree; -1 for nodes the root does not reach.
    private var enter: [Int]
    private var exit: [Int]

    init(nodeCount: Int, root: Int, successors: Adjacency) {
        let none = -1
        // Depth-first numbering from the root: `vertex[number]` is the node, `number[node]` its preorder number.
        var number = [Int](repeating: none, count: nodeCount)
        var vertex: [Int] = []
        var parent: [Int] = []  // by preorder number
        vertex.reserveCapacity(nodeCount)
        parent.reserveCapacity(nodeCount)
        number[root] = 0
        vertex.append(root)
        parent.append(none)
        // The path of the search: a node and the position of its next edge.
        var walk: [(node: Int, next: Int)] = [(root, successors.edges(of: root).lowerBound)]
        while let top = walk.last {
            if top.next == successors.edges(of: top.node).upperBound {
                walk.removeLast()
                continue
            }
            walk[walk.count - 1].next += 1
            let successor = successors.target(top.next)
            if number[successor] == none {
                number[successor] = vertex.count
                vertex.append(successor)
                parent.append(number[top.node])
                walk.append((successor, successors.edges(of: successor).lowerBound))
            }
        }
        let count = vertex.count

        // Predecessors among reached nodes, in preorder numbers.
        var predecessorEdges: [(from: Int, to: Int)] = []
        for v in 0..<count {
            for edge in successors.edges(of: vertex[v]) {
                predecessorEdges.append((number[successors.target(edge)], v))
            }
        }
        let predecessors = Adjacency(nodeCount: count, edges: predecessorEdges)

        // Everything below works on preorder numbers.
        var semi = Array(0..<count)
        var label = Array(0..<count)
        var ancestor = [Int](repeating: none, count: count)
        var idom = [Int](repeating: none, count: count)
        var bucketHead = [Int](repeating: none, count: count)
        var bucketNext = [Int](repeating: none, count: count)
        var path: [Int] = []

        func eval(_ v: Int) -> Int {
            if ancestor[v] == none { return v }
            // Path compression, iteratively: collect the path up to the forest root's child, then fold it
            // from the top down, as the recursive version would on its way back.
            path.removeAll(keepingCapacity: true)
            var x = v
            while ancestor[ancestor[x]] != none {
                path.append(x)
                x = ancestor[x]
            }
            for y in path.reversed() {
                let a = ancestor[y]
                if semi[label[a]] < semi[label[y]] { label[y] = label[a] }
                ancestor[y] = ancestor[a]
            }
            return label[v]
        }

        if count > 1 {
            for w in stride(from: count - 1, through: 1, by: -1) {
                for edge in predecessors.edges(of: w) {
                    let u = eval(predecessors.target(edge))
                    if semi[u] < semi[w] { semi[w] = semi[u] }
                }
                bucketNext[w] = bucketHead[semi[w]]
                bucketHead[semi[w]] = w
                let p = parent[w]
                ancestor[w] = p
                var v = bucketHead[p]
                while v != none {
                    let u = eval(v)
                    idom[v] = semi[u] < semi[v] ? u : p
                    v = bucketNext[v]
                }
                bucketHead[p] = none
            }
            for w in 1..<count where idom[w] != semi[w] {
                idom[w] = idom[idom[w]]
            }
        }

        // Number the dominator tree so that ancestry is interval containment.
        var childEdges: [(from: Int, to: Int)] = []
        childEdges.reserveCapacity(count)
        for w in 1..<count { childEdges.append((idom[w], w)) }
        let children = Adjacency(nodeCount: count, edges: childEdges)
        var enter = [Int](repeating: none, count: nodeCount)
        var exit = [Int](repeating: none, count: nodeCount)
        var clock = 0
        if count > 0 {
            var tree: [(node: Int, next: Int)] = [(0, children.edges(of: 0).lowerBound)]
            enter[vertex[0]] = clock
            clock += 1
            while let top = tree.last {
                if top.next == children.edges(of: top.node).upperBound {
                    exit[vertex[top.node]] = clock
                    clock += 1
                    tree.removeLast()
                    continue
                }
                tree[tree.count - 1].next += 1
                let child = children.target(top.next)
                enter[vertex[child]] = clock
                clock += 1
                tree.append((child, children.edges(of: child).lowerBound))
            }
        }
        self.enter = enter
        self.exit = exit
    }

    func isReached(_ node: Int) -> Bool { enter[node] >= 0 }

    /// Whether every path from the root to `node` passes through `dominator` (a node dominates itself).
    func dominates(_ dominator: Int, _ node: Int) -> Bool {
        guard isReached(dominator), isReached(node) else { return false }
        return enter[dominator] <= enter[node] && exit[node] <= exit[dominator]
    }
}
