package poisoning

// Spanish, French, Portuguese and Italian spell the familiar imperative of
// many verbs as their third person ("recomienda": recommend! and it
// recommends), so the scorer counts those forms only after an agent noun.
// Followed at once by "always" (siempre, toujours, sempre) at the head of a
// clause other than the text's opening one, the form is an order: a
// description does not open a later clause by saying what the tool always
// does without a subject (poisonF, 2026-12-02).

var ambiguousImperatives map[string]bool

var _ = onLoad(func() {
	ambiguousImperatives = map[string]bool{"recomienda": true, "recommande": true, "recomenda": true, "raccomanda": true, "consiglia": true}
})

var alwaysWords map[string]bool

var _ = onLoad(func() { alwaysWords = map[string]bool{"siempre": true, "toujours": true, "sempre": true} })

// urgentImperative reports whether word i, an ambiguous form, stands as an
// imperative: at the head of a clause, right before "always", outside the
// text's opening sentence.
func urgentImperative(ws []word, i int, opening bool) bool {
	return !opening && ambiguousImperatives[ws[i].lower] && (i == 0 || ws[i].clause) && i+1 < len(ws) && alwaysWords[ws[i+1].lower]
}
