// Command attachd serves attachments itself, without cetp.Provider.Handle:
// a route table of attach.Store method values, called before any deadline
// check (CETP619 at the call, through the table).
package main

import (
	"context"

	"example.com/gofacts/attach"
	"github.com/clawseed/cetpaudit/cetp"
)

type handler func(context.Context, *cetp.Request) error

func main() {
	s := &attach.Store{Dir: "/data/attachments"}
	routes := map[string]handler{"touch": s.Touch, "remove": s.Remove, "drop": s.Drop}
	_ = serve(context.Background(), &cetp.Request{ToolName: "touch"}, routes)
}

func serve(ctx context.Context, req *cetp.Request, routes map[string]handler) error {
	return routes[req.ToolName](ctx, req)
}
