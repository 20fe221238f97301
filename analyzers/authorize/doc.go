// Package authorize defines an Analyzer that reports CETP617: a Provider's
// authorization hook that allows every call.
//
// # Analyzer authorize
//
// authorize: report cetp.Provider.Authorize hooks that return nil on every
// path without reading the caller or the tool's scopes
//
// The Provider is the final enforcer of authorization and must check scopes
// on every execution (§3.4, §7.2). An Authorize hook — a function literal,
// a function or method of the package, or a variable assigned one of them
// — that returns nil from every return statement and never reads
// req.Caller or tool.Scopes, nor hands the request or tool to other code
// that could, lets any app run every tool. A nil Authorize denies every
// call and is not reported.
//
// A hook defined in another package (Authorize: policy.Open, or a method
// value such as policy.Debug{}.Allow) is judged through an AllowsAll fact
// that the defining package exports for each of its exported functions and
// methods shaped like a hook (a *cetp.Tool parameter, an error result) that
// allows every call; the finding is at the wiring, and names the function
// and its line.
package authorize
