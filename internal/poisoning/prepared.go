package poisoning

// prepared is a text as the detectors read it: folded (see fold) and,
// once asked for, with its ASCII letters in lower case (ASCII case
// folding keeps every byte offset). Directives folds a text once for
// CETP501 and CETP505, which both read it.
type prepared struct {
	text  string // as given
	f     *folded
	low   string
	hasLo bool
}

func prepare(text string) *prepared { return &prepared{text: text} }

// folded returns the folded text, folding it on first use.
func (p *prepared) folded() *folded {
	if p.f == nil {
		p.f = fold(p.text)
	}
	return p.f
}

// lower returns the folded text in lower case (ASCII letters only).
func (p *prepared) lower() string {
	if !p.hasLo {
		p.low, p.hasLo = asciiLowerIfUpper(p.folded().text), true
	}
	return p.low
}
