package poisoning

import "github.com/clawseed/cetpaudit/cetp"

// TextKind is what a descriptive text is, which sets its size limit.
type TextKind int

const (
	// Description is a provider, scope or tool description, or an error
	// message.
	Description TextKind = iota
	// Title is a scope or tool title.
	Title
)

// Limit returns the byte limit of a text of kind k (§7.3).
func (k TextKind) Limit() int {
	if k == Title {
		return cetp.MaxTitleBytes
	}
	return cetp.MaxDescriptionBytes
}

// Oversized reports whether text is over the §7.3 limit of its kind
// (CETP503): a description over 2,048 bytes, a title over 128. Length is
// counted in bytes of UTF-8, as on the wire, not in characters.
func Oversized(text string, k TextKind) bool {
	return len(text) > k.Limit()
}
