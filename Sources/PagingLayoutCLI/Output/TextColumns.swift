/// Plain-text tables for help and listings: every cell but a row's last padded to its column's
/// widest, two spaces before the next; `["effect  presets", "scale   default, linear"]`.
enum TextColumns {
    /// `rows` as aligned lines, each after `indent`.
    static func lines(_ rows: [[String]], indent: String = "") -> [String] {
        var widths: [Int] = []
        for row in rows {
            for (column, cell) in row.enumerated() {
                if column == widths.count { widths.append(0) }
                widths[column] = max(widths[column], cell.count)
            }
        }
        return rows.map { row in
            indent + row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count + 2)
            }.joined()
        }
    }
}
