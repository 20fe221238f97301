package poisoning

import "slices"

// Match is one suspicious span of a text.
type Match struct {
	// Start and End are byte offsets into the text given, on rune boundaries.
	Start, End int
	// Reason is a short human explanation, e.g. "tells the agent to call
	// another tool".
	Reason string
	// More counts further matches of the same kind, later in the text, that
	// were left out to bound the result (see maxPerKind); they are not
	// returned.
	More int
}

// maxPerKind bounds the matches of one kind that a function returns. A text
// dense with one trick (a zero-width joiner between every two letters, a
// URL per word) is reported by its first occurrences and a count of the
// rest, so the result, the reasons built and the findings made from them
// stay bounded whatever the number of occurrences; the scan itself stays
// linear. A kind is a fixed label per pattern or character class, never
// text from the input, so a new kind of trick is never crowded out.
const maxPerKind = 8

// limiter collects a function's matches, at most maxPerKind of each kind.
type limiter struct {
	ms    []Match
	kinds map[string]*kindCount
}

type kindCount struct {
	kept, last, more int // last: index in ms of the last kept match
}

// room reports whether another match of kind is kept; when it is not, the
// match is counted as left out. Callers build a match's reason only when
// there is room for it.
func (l *limiter) room(kind string) bool {
	k := l.kinds[kind]
	if k == nil {
		if l.kinds == nil {
			l.kinds = map[string]*kindCount{}
		}
		k = &kindCount{}
		l.kinds[kind] = k
	}
	if k.kept < maxPerKind {
		return true
	}
	k.more++
	return false
}

// add appends m as a match of kind; room(kind) must have reported true.
func (l *limiter) add(kind string, m Match) {
	k := l.kinds[kind]
	k.kept++
	k.last = len(l.ms)
	l.ms = append(l.ms, m)
}

// skip counts n more matches of kind as left out.
func (l *limiter) skip(kind string, n int) {
	if n <= 0 {
		return
	}
	if !l.room(kind) { // room counted one of them
		l.kinds[kind].more += n - 1
		return
	}
	if k := l.kinds[kind]; k.kept > 0 { // the count goes on the last kept match
		k.more += n
	}
}

// offer adds m if there is room for its kind.
func (l *limiter) offer(kind string, m Match) {
	if l.room(kind) {
		l.add(kind, m)
	}
}

// matches returns the collected matches merged, with the counts left out
// on the last kept match of each kind.
func (l *limiter) matches() []Match {
	for _, k := range l.kinds {
		if k.more > 0 {
			l.ms[k.last].More += k.more
		}
	}
	return merge(l.ms)
}

// merge sorts ms and unites overlapping matches, keeping the reason of the
// one that starts first (the longest of those starting together): one
// defect is one finding. The united match keeps the largest More: matches
// that overlap where they were kept overlapped, in the same repeated text,
// where they were left out too, so the counts are not added.
func merge(ms []Match) []Match {
	if len(ms) < 2 {
		return ms
	}
	slices.SortStableFunc(ms, func(a, b Match) int {
		if a.Start != b.Start {
			return a.Start - b.Start
		}
		return b.End - a.End
	})
	out := ms[:1]
	for _, m := range ms[1:] {
		last := &out[len(out)-1]
		if m.Start < last.End {
			if m.End > last.End {
				last.End = m.End
			}
			last.More = max(last.More, m.More)
			continue
		}
		out = append(out, m)
	}
	return out
}
