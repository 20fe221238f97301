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

// ReportLess is the order of a report: by input, then Less, so a dex
// finding located in a source file stays with its APK's other findings.
// A finding with no input recorded (an unused suppression) sorts with its
// path, as SARIF, which names the input only when it differs, shows it.
// Scans and merges of shards both sort by it.
func ReportLess(a, b *Finding) bool {
	if ia, ib := a.inputOrPath(), b.inputOrPath(); ia != ib {
		return ia < ib
	}
	return Less(a, b)
}

func (f *Finding) inputOrPath() string {
	if f.Input != "" {
		return f.Input
	}
	return f.Location.Path
}

// SortReport orders findings by ReportLess, stably.
func SortReport(fs []Finding) {
	sort.SliceStable(fs, func(i, j int) bool { return ReportLess(&fs[i], &fs[j]) })
}
