package alerts

import (
	"context"
	"encoding/json"
	"errors"
	"log"
	"slices"
	"sync"

	"github.com/clawseed/cetpaudit/cetp"
)

// Grants maps a caller UID to the scopes the user granted it.
type Grants interface {
	Scopes(uid int) []string
}

// New returns the provider. sessions are the sessions negotiate issued;
// journalDir holds the mutation journal.
func New(grants Grants, sessions *Sessions, journalDir string) (*cetp.Provider, error) {
	exec, err := NewFileExecutor(journalDir)
	if err != nil {
		return nil, err
	}
	a := &app{grants: grants, alerts: map[int]map[string]alert{}}
	return &cetp.Provider{
		Descriptor: Descriptor,
		Tools:      Tools,
		Executor:   exec,
		Session:    sessions.Check,
		Authorize:  a.authorize,
		Execute:    a.execute,
	}, nil
}

type alert struct {
	ID     string  `json:"alert_id"`
	Symbol string  `json:"symbol"`
	Price  float64 `json:"price"`
}

type app struct {
	grants Grants
	mu     sync.Mutex
	alerts map[int]map[string]alert // by caller UID
}

var errUnknownAlert = errors.New("unknown alert")

// authorize checks the tool's scopes against the grants of the caller UID
// the transport captured at the entry point, on every call (§7.2).
func (a *app) authorize(ctx context.Context, req *cetp.Request, tool *cetp.Tool) error {
	if req.Caller.Shared() {
		return cetp.NewError(cetp.ErrAuthRequired, "this app shares its identity with another app; authorize it again")
	}
	granted := a.grants.Scopes(req.Caller.UID)
	for _, s := range tool.Scopes {
		if !slices.Contains(granted, s) {
			return cetp.NewError(cetp.ErrAuthRequired, "grant access to price alerts first")
		}
	}
	return nil
}

func (a *app) execute(ctx context.Context, req *cetp.Request, tool *cetp.Tool) (*cetp.Result, error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	mine := a.alerts[req.Caller.UID]
	if mine == nil {
		mine = map[string]alert{}
		a.alerts[req.Caller.UID] = mine
	}
	var out any
	switch tool.Name {
	case "create_alert":
		var args struct {
			Symbol string  `json:"symbol"`
			Price  float64 `json:"price"`
		}
		if err := req.DecodeArgs(&args); err != nil {
			return nil, err
		}
		if args.Price <= 0 {
			return nil, cetp.Errorf(cetp.ErrInvalidArgs, "price must be positive, got %.2f", args.Price)
		}
		al := alert{ID: "alert_" + cetp.NewToken(), Symbol: args.Symbol, Price: args.Price}
		mine[al.ID] = al
		out = map[string]string{"alert_id": al.ID}
	case "delete_alert":
		var args struct {
			AlertID string `json:"alert_id"`
		}
		if err := req.DecodeArgs(&args); err != nil {
			return nil, err
		}
		if _, ok := mine[args.AlertID]; !ok {
			return nil, &cetp.Error{Code: cetp.ErrConflict, Message: "no such alert", Cause: errUnknownAlert}
		}
		delete(mine, args.AlertID)
		out = map[string]bool{"deleted": true}
	case "list_alerts":
		list := make([]alert, 0, len(mine))
		for _, al := range mine {
			list = append(list, al)
		}
		out = map[string]any{"alerts": list}
	default:
		return nil, cetp.NewError(cetp.ErrToolNotFound, "no such tool")
	}
	b, err := json.Marshal(out)
	if err != nil {
		log.Printf("alerts: encode result: %v", err)
		return nil, &cetp.Error{Code: cetp.ErrInternalError, Message: "could not encode the result", Cause: err}
	}
	return &cetp.Result{Value: b}, nil
}
