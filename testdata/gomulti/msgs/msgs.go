// Package msgs builds the sentences of errors; it does not import cetp.
package msgs

// Describe puts the error's own text into the sentence: a message built
// with it is CETP607, reported where app puts it in the message.
func Describe(err error) string {
	return "could not delete the note: " + err.Error()
}
