// Package lookups serves quotes for package crossread without importing
// cetp. Fetch is an exported func variable the program's main assigns: no
// code here stores into it, so what Quote runs cannot be seen from here,
// nor from crossread; the effects fact carries that to crossread's rules.
// Peek's table and WithCache's callback are seen (near misses).
package lookups

import (
	"context"
	"os"
)

// Fetch fetches a quote; main wires it (a cache that may also write).
var Fetch func(ctx context.Context, symbol string) ([]byte, error)

// Quote returns a quote through Fetch.
func Quote(ctx context.Context, symbol string) ([]byte, error) {
	return Fetch(ctx, symbol)
}

// Latest reaches Fetch through Quote.
func Latest(ctx context.Context) ([]byte, error) { return load(ctx, "latest") }

func load(ctx context.Context, symbol string) ([]byte, error) { return Quote(ctx, symbol) }

var readers = map[string]func(string) ([]byte, error){
	"disk": func(symbol string) ([]byte, error) { return os.ReadFile("/data/quotes/" + symbol) },
}

// Peek reads through a table this package fills with a read-only reader.
func Peek(symbol string) ([]byte, error) { return readers["disk"](symbol) }

// WithCache runs fill, a callback its caller passes (and holds).
func WithCache(symbol string, fill func(string) ([]byte, error)) ([]byte, error) {
	return fill(symbol)
}
