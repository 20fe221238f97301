// Package writes declares read tools whose handlers write.
package writes

import (
	"bytes"
	"context"
	"net/http"

	"example.com/alerts/store"
	"github.com/clawseed/cetpaudit/cetp"
)

var tools = []cetp.Tool{
	{Name: "get_watchlist", Annotations: cetp.Annotations{Effect: cetp.EffectRead, Risk: cetp.RiskLow, Confirmation: cetp.ConfirmNever}},
	{Name: "export_watchlist", Annotations: cetp.Annotations{Effect: cetp.EffectRead, Risk: cetp.RiskLow, Confirmation: cetp.ConfirmNever}},
	{Name: "share_watchlist", Annotations: cetp.Annotations{Effect: cetp.EffectRead, Risk: cetp.RiskLow, Confirmation: cetp.ConfirmNever}},
	{Name: "rename_watchlist", Annotations: cetp.Annotations{Effect: cetp.EffectUpdate, Risk: cetp.RiskLow, Confirmation: cetp.ConfirmProviderPolicy}},
}

type app struct {
	db *store.DB
	hc *http.Client
}

func (a *app) execute(ctx context.Context, req *cetp.Request, tool *cetp.Tool) (*cetp.Result, error) {
	switch tool.Name {
	case "get_watchlist":
		if err := a.db.Touch(ctx, "w1"); err != nil { // want `CETP621: tool "get_watchlist" is declared effect read.*\(\*sql.DB\).ExecContext at store.go:\d+ \(through store.DB.Touch\)`
			return nil, err
		}
		name, err := a.db.Load(ctx, "w1")
		if err != nil {
			return nil, err
		}
		return &cetp.Result{Value: []byte(`"` + name + `"`)}, nil
	case "rename_watchlist":
		return nil, a.db.Touch(ctx, "w1") // an update tool may write
	}
	if req.ToolName == "share_watchlist" {
		return a.share(ctx) // want `CETP621: tool "share_watchlist".*http.NewRequestWithContext at writes.go:\d+ \(through writes.app.share\)`
	}
	return nil, cetp.NewError(cetp.ErrToolNotFound, "no such tool")
}

func (a *app) share(ctx context.Context) (*cetp.Result, error) {
	r, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://example.com/share", bytes.NewReader(nil))
	if err != nil {
		return nil, err
	}
	_, err = a.hc.Do(r)
	return nil, err
}

var handlers = map[string]func(ctx context.Context) error{
	"export_watchlist": exportAll,
}

func exportAll(ctx context.Context) error {
	return store.Export("/tmp/x", nil) // want `CETP621: tool "export_watchlist".*os.WriteFile at store.go`
}

// Provider wires the handlers.
var Provider = &cetp.Provider{Tools: tools, Execute: (&app{}).execute}
