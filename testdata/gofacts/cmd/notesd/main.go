// Command notesd serves notes.New's Provider after wire.Setup, another
// package's helper, gave it an executor and a Session hook: no CETP608 or
// 625 here, in either driver.
package main

import (
	"context"
	"os"

	"example.com/gofacts/notes"
	"example.com/gofacts/quotes"
	"example.com/gofacts/wire"
	"github.com/clawseed/cetpaudit/cetp"
)

type journal struct{}

func (journal) Execute(ctx context.Context, key cetp.MutationKey, mutate func(context.Context) (*cetp.Result, error)) (*cetp.Result, error) {
	return mutate(ctx)
}

type sessions map[string]int

func (s sessions) Valid(token string, uid int) bool { u, ok := s[token]; return ok && u == uid }

func main() {
	quotes.Fetch = func(ctx context.Context, id string) (quotes.Note, error) { return quotes.Note{Text: id}, nil }
	p := notes.New(&notes.Service{})
	wire.Setup(p, journal{}, sessions{})
	if _, err := p.Handle(context.Background(), &cetp.Request{}); err != nil {
		os.Exit(1)
	}
}
