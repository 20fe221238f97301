// Package unsafe lets agent arguments reach dangerous sinks.
package unsafe

import (
	"context"
	"database/sql"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"

	"github.com/clawseed/cetpaudit/cetp"
)

type searchArgs struct {
	Symbol string `json:"symbol"`
	Sort   string `json:"sort"`
	File   string `json:"file_name"`
	Tool   string `json:"tool"`
	Hook   string `json:"webhook_url"`
}

type app struct {
	db  *sql.DB
	dir string
}

func (a *app) search(ctx context.Context, req *cetp.Request) error {
	var args searchArgs
	if err := req.DecodeArgs(&args); err != nil {
		return err
	}
	q := fmt.Sprintf("SELECT * FROM alerts WHERE symbol = '%s' ORDER BY %s", args.Symbol, args.Sort)
	rows, err := a.db.QueryContext(ctx, q) // want `CETP622: the request argument "symbol" is built into the SQL text of "a.db.QueryContext"`
	if err != nil {
		return err
	}
	defer rows.Close()
	data, err := os.ReadFile(filepath.Join(a.dir, args.File)) // want `CETP622: the request argument "file_name" reaches the file path of "os.ReadFile" with no containment check`
	if err != nil {
		return err
	}
	_ = data
	if err := exec.CommandContext(ctx, "sh", "-c", "convert "+args.File).Run(); err != nil { // want `CETP622: the request argument "file_name" is passed to a shell`
		return err
	}
	if err := exec.Command(args.Tool).Run(); err != nil { // want `CETP622: the request argument "tool" chooses the program`
		return err
	}
	_, err = http.Post(args.Hook, "application/json", nil) // want `CETP622: the request argument "webhook_url" is the whole URL`
	return err
}

func (a *app) remove(req *cetp.Request) error {
	var args map[string]any
	if err := req.DecodeArgs(&args); err != nil {
		return err
	}
	name, _ := args["path"].(string)
	return os.Remove(name) // want `CETP622: the request argument "path" reaches the file path of "os.Remove"`
}
