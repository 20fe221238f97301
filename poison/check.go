package poison

// Directives splits a text's directives between CETP501 and CETP505 as
// the catalog asks: a directive about a tool or provider in names is a
// cross-tool reference (CETP505); every other directive is an instruction
// (CETP501); the two rules report only different spans. A block or comment
// holding directives is one CETP501 match when it holds a directive that
// is not a cross-tool reference; when every directive it holds is one, it
// is left to CETP505. With no names (error and progress texts, Go
// declarations, which CETP505 does not read), every directive is CETP501.
func Directives(text string, names []string) (instr, cross []Match) {
	if len(names) == 0 {
		return Instructions(text), nil
	}
	cross = CrossToolRefs(text, names)
	if len(cross) == 0 {
		return Instructions(text), nil
	}
	ds := instructions(text)
	var l limiter
	for _, d := range ds.free {
		if !overlapsAny(d.Match, cross) && l.room(d.kind) {
			l.add(d.kind, d.Match)
		}
	}
	for _, b := range ds.blocks {
		// The block stays a CETP501 match when one of its directives
		// is not the cross-tool reference; its span is the block's,
		// minus nothing: a block is one defect.
		for _, d := range b.inner {
			if !overlapsAny(d, cross) {
				if l.room("block") {
					m := b.Match
					if overlapsAny(m, cross) {
						// Report the directive itself so that the
						// two rules keep to different spans.
						m = Match{Start: d.Start, End: d.End, Reason: b.Reason}
					}
					l.add("block", m)
				}
				break
			}
		}
	}
	for kind, n := range ds.dropped {
		l.skip(kind, n)
	}
	return l.matches(), cross
}

func overlapsAny(m Match, ms []Match) bool {
	for _, o := range ms {
		if m.Start < o.End && o.Start < m.End {
			return true
		}
	}
	return false
}
