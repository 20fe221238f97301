// Package reads declares read tools whose handlers only read:
// near misses for CETP621.
package reads

import (
	"context"
	"log"
	"net/http"
	"os"

	"example.com/alerts/store"
	"github.com/clawseed/cetpaudit/cetp"
)

var tools = []cetp.Tool{
	{Name: "get_quote", Annotations: cetp.Annotations{Effect: cetp.EffectRead, Risk: cetp.RiskLow, Confirmation: cetp.ConfirmNever}},
	{Name: "delete_quote", Annotations: cetp.Annotations{Effect: cetp.EffectDelete, Risk: cetp.RiskHigh, Confirmation: cetp.ConfirmAlways}},
}

type app struct {
	db *store.DB
	hc *http.Client
}

func (a *app) execute(ctx context.Context, req *cetp.Request, tool *cetp.Tool) (*cetp.Result, error) {
	switch req.ToolName {
	case "get_quote":
		log.Printf("quote for uid %d", req.Caller.UID) // logging is not business state
		name, err := a.db.Load(ctx, "q")
		if err != nil {
			return nil, err
		}
		resp, err := a.hc.Get("https://quotes.example.com/" + name) // GET reads
		if err != nil {
			return nil, err
		}
		defer resp.Body.Close()
		f, err := os.Open("/etc/quotes") // opened read-only
		if err != nil {
			return nil, err
		}
		defer f.Close()
		return &cetp.Result{}, nil
	case "delete_quote":
		return nil, a.db.Touch(ctx, "q") // not a read tool
	}
	return nil, cetp.NewError(cetp.ErrToolNotFound, "no such tool")
}

// Provider wires the handler.
var Provider = &cetp.Provider{Tools: tools, Execute: (&app{}).execute}
