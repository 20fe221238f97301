// Package prov removes files named by the agent. Paths built by a
// containment helper — its own join, safejoin.Join, or after
// safejoin.Check — are near misses for CETP622; a path joined in a case
// where no helper looked is a true positive, though other cases check.
package prov

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"

	"example.com/alerts/joins/safejoin"
	"github.com/clawseed/cetpaudit/cetp"
)

type S struct{ Dir string }

func (s *S) Execute(ctx context.Context, req *cetp.Request, tool *cetp.Tool) (*cetp.Result, error) {
	var args struct {
		Name string `json:"name"`
	}
	if err := json.Unmarshal(req.Args, &args); err != nil {
		return nil, cetp.NewError(cetp.ErrInvalidArgs, "bad args")
	}
	switch tool.Name {
	case "remove_local":
		p, err := join(s.Dir, args.Name)
		if err != nil {
			return nil, cetp.NewError(cetp.ErrInvalidArgs, "bad name")
		}
		return nil, os.Remove(p) // near miss CETP622: join checks filepath.IsLocal
	case "remove_shared":
		p, err := safejoin.Join(s.Dir, args.Name)
		if err != nil {
			return nil, cetp.NewError(cetp.ErrInvalidArgs, "bad name")
		}
		return nil, os.Remove(p) // near miss CETP622: safejoin.Join checks the prefix
	case "remove_checked":
		return nil, s.removeChecked(args.Name)
	case "remove_blind":
		return nil, os.Remove(filepath.Join(s.Dir, args.Name)) // want `CETP622: the request argument "name" reaches the file path of "os.Remove"`
	}
	return nil, nil
}

func (s *S) removeChecked(name string) error {
	if err := safejoin.Check(name); err != nil {
		return err
	}
	return os.Remove(filepath.Join(s.Dir, name)) // near miss CETP622: safejoin.Check validated the name first
}

func join(dir, name string) (string, error) {
	if !filepath.IsLocal(name) {
		return "", os.ErrInvalid
	}
	return filepath.Join(dir, name), nil
}
