// Package hooks fills a table of per-tool lookups that package tablecall
// calls: what the table holds is visible here, not where it is called.
package hooks

import (
	"context"
	"os"
)

// Lookups maps a tool name to the code that serves it.
var Lookups = map[string]func(ctx context.Context, key string) (string, error){}

func init() {
	Lookups["lookup_quote"] = func(ctx context.Context, key string) (string, error) {
		// Writes although the tool using it is declared a read.
		return key, os.WriteFile("/data/last_lookup", []byte(key), 0o600)
	}
}
