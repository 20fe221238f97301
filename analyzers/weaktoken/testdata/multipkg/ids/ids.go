// Package ids mints identifiers. It does not import cetp: what it returns
// becomes a token only in the package that uses it.
package ids

import (
	"crypto/rand"
	"encoding/hex"
	mrand "math/rand"
	"strconv"
)

// Short returns a short identifier from math/rand.
func Short() string {
	return strconv.FormatInt(mrand.Int63(), 36)
}

// Wrapped goes through Short.
func Wrapped() string { return "op_" + Short() }

// Secure returns 128 random bits from crypto/rand.
func Secure() string {
	b := make([]byte, 16)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}
