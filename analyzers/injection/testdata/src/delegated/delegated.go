// Package delegated hands request arguments to a search index interface
// implemented in a package it does not import: whether they reach a query
// there is out of sight, and CETP622 notes it.
package delegated

import (
	"context"
	"strings"

	"github.com/clawseed/cetpaudit/cetp"
)

// Index searches notes.
type Index interface {
	Search(ctx context.Context, query string, limit int) ([]string, error)
}

// Normalizer has an implementation here, with no sink.
type Normalizer interface{ Normalize(s string) string }

type lower struct{}

func (lower) Normalize(s string) string { return strings.ToLower(s) }

type app struct {
	index Index
	norm  Normalizer
}

func (a *app) execute(ctx context.Context, req *cetp.Request, tool *cetp.Tool) (*cetp.Result, error) {
	var args struct {
		Query string `json:"query"`
	}
	if err := req.DecodeArgs(&args); err != nil {
		return nil, err
	}
	q := a.norm.Normalize(args.Query)    // near miss CETP622: the visible implementation only lowers the case
	_, err := a.index.Search(ctx, q, 10) // want `CETP622: note: the request argument "query" is passed to interface method delegated.Index.Search, which no type in this package or the packages of its module it imports implements`
	return &cetp.Result{}, err
}

var Provider = &cetp.Provider{Execute: (&app{norm: lower{}}).execute}
