package finding

import "sort"

// Less is the one order of findings: by path, line, column, rule, logical
// location and message.
func Less(a, b *Finding) bool {
	if a.Location.Path != b.Location.Path {
		return a.Location.Path < b.Location.Path
	}
	if a.Location.Line != b.Location.Line {
		return a.Location.Line < b.Location.Line
	}
	if a.Location.Column != b.Location.Column {
		return a.Location.Column < b.Location.Column
	}
	if a.RuleID != b.RuleID {
		return a.RuleID < b.RuleID
	}
	if a.Location.Logical != b.Location.Logical {
		return a.Location.Logical < b.Location.Logical
	}
	return a.Message < b.Message
}

// Sort orders findings by Less, stably.
func Sort(fs []Finding) {
	sort.SliceStable(fs, func(i, j int) bool { return Less(&fs[i], &fs[j]) })
}
