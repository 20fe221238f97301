// Package quotes shows notes' stored text without importing cetp. Fetch
// is wired by the program's main: nothing here stores into it, so what
// Show runs cannot be seen here, nor in notes, whose read tool show_note
// calls Show — the effects fact carries the call there, and CETP621 notes
// it (in both drivers) instead of passing it over.
package quotes

import "context"

// Note is a note's text.
type Note struct{ Text string }

// Fetch loads a note; main assigns it.
var Fetch func(ctx context.Context, id string) (Note, error)

// Show returns a note through Fetch.
func Show(ctx context.Context, id string) (Note, error) { return Fetch(ctx, id) }
