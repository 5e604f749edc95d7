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
        precondition(root >= 0 && root < nodeCount, "the root is outside the graph")
        let none = -1
        // The algorithm's arrays live in one block of scratch memory, read and written unchecked: this runs for
        // every flow, and checked arrays cost more than the algorithm. Every index is a node of the graph or a
        // preorder number, below `nodeCount` by construction.
        let scratch = Scratch(arrays: 11, count: nodeCount)
        defer { scratch.deallocate() }

        // Depth-first numbering from the root: `vertex[number]` is the node, `number[node]` its preorder number.
        let number = scratch.array(0, filledWith: none)
        let vertex = scratch.array(1, filledWith: none)
        let parent = scratch.array(2, filledWith: none)  // by preorder number
        // The path of the search: a node, and the position of its next edge.
        let walkNode = scratch.array(3, filledWith: none)
        let walkNext = scratch.array(4, filledWith: none)
        var count = 1
        number[root] = 0
        vertex[0] = root
        walkNode[0] = root
        walkNext[0] = successors.edges(of: root).lowerBound
        var depth = 1
        while depth > 0 {
            let node = walkNode[depth - 1]
            let next = walkNext[depth - 1]
            if next == successors.edges(of: node).upperBound {
                depth -= 1
                continue
            }
            walkNext[depth - 1] = next + 1
            let successor = successors.target(next)
            if number[successor] == none {
                number[successor] = count
                vertex[count] = successor
                parent[count] = number[node]
                count += 1
                walkNode[depth] = successor
                walkNext[depth] = successors.edges(of: successor).lowerBound
                depth += 1
            }
        }

        // Predecessors among reached nodes, in preorder numbers.
        var predecessorEdges: [(from: Int, to: Int)] = []
        for v in 0..<count {
            for edge in successors.edges(of: vertex[v]) {
                predecessorEdges.append((number[successors.target(edge)], v))
            }
        }
        let predecessors = Adjacency(nodeCount: count, edges: predecessorEdges)

        // Everything below works on preorder numbers.
        let semi = scratch.array(5, filledWith: none)
        let label = scratch.array(6, filledWith: none)
        for v in 0..<count {
            semi[v] = v
            label[v] = v
        }
        let ancestor = scratch.array(7, filledWith: none)
        let idom = scratch.array(8, filledWith: none)
        let bucketHead = scratch.array(9, filledWith: none)
        let bucketNext = scratch.array(10, filledWith: none)
        // The compression path of `eval` reuses the search's arrays, which are free by then.
        let path = walkNode

        func eval(_ v: Int) -> Int {
            if ancestor[v] == none { return v }
            // Path compression, iteratively: collect the path up to the forest root's child, then fold it
            // from the top down, as the recursive version would on its way back.
            var length = 0
            var x = v
            while ancestor[ancestor[x]] != none {
                path[length] = x
                length += 1
                x = ancestor[x]
            }
            while length > 0 {
                length -= 1
                let y = path[length]
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
        self.enter = enter
        self.exit = exit
    }

    /// Arrays of `count` integers carved out of one allocation, freed together.
    private struct Scratch {
        let memory: UnsafeMutableBufferPointer<Int>
        let count: Int

        init(arrays: Int, count: Int) {
            memory = .allocate(capacity: arrays * count)
            self.count = count
        }

        func array(_ index: Int, filledWith value: Int) -> UnsafeMutableBufferPointer<Int> {
            let array = UnsafeMutableBufferPointer(rebasing: memory[index * count..<(index + 1) * count])
            array.initialize(repeating: value)
            return array
        }

        func deallocate() { memory.deallocate() }
    }

    func isReached(_ node: Int) -> Bool { enter[node] >= 0 }

    /// Whether every path from the root to `node` passes through `dominator` (a node dominates itself).
    func dominates(_ dominator: Int, _ node: Int) -> Bool {
        guard isReached(dominator), isReached(node) else { return false }
        return enter[dominator] <= enter[node] && exit[node] <= exit[dominator]
    }
}
