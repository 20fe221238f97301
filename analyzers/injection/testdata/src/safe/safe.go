// Package safe validates arguments before the sinks: near misses
// for CETP622.
package safe

import (
	"context"
	"database/sql"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"

	"github.com/clawseed/cetpaudit/cetp"
)

type searchArgs struct {
	Symbol string `json:"symbol"`
	File   string `json:"file_name"`
	Ticker string `json:"ticker"`
}

type app struct {
	db   *sql.DB
	dir  string
	root *os.Root
}

func (a *app) search(ctx context.Context, req *cetp.Request) error {
	var args searchArgs
	if err := req.DecodeArgs(&args); err != nil {
		return err
	}
	rows, err := a.db.QueryContext(ctx, "SELECT * FROM alerts WHERE symbol = ?", args.Symbol) // a parameter
	if err != nil {
		return err
	}
	defer rows.Close()
	if _, err := os.ReadFile(filepath.Join(a.dir, filepath.Base(args.File))); err != nil { // Base strips directories
		return err
	}
	if err := exec.CommandContext(ctx, "/system/bin/getprop", args.Symbol).Run(); err != nil { // one argument, no shell
		return err
	}
	resp, err := http.Get("https://quotes.example.com/v1/quote?s=" + url.QueryEscape(args.Ticker)) // fixed host
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func (a *app) open(req *cetp.Request) error {
	var args searchArgs
	if err := req.DecodeArgs(&args); err != nil {
		return err
	}
	if !filepath.IsLocal(args.File) {
		return cetp.NewError(cetp.ErrInvalidArgs, "file_name must be a plain name")
	}
	f, err := os.Open(filepath.Join(a.dir, args.File))
	if err != nil {
		return err
	}
	return f.Close()
}
