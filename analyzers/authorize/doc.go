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
//
// A hook may hand its decision to a helper and return its answer: return
// deny(req.Caller.UID, tool.Scopes). A return of a call counts as nil when
// the callee, a function with one error result, returns nil on every path
// itself — untyped nil, or in turn the result of such a function; found by
// fixpoint in the package, and through a ReturnsNil fact that each package
// exports for its exported functions of that kind. What the hook passes to
// such a helper is not a read of the caller or the scopes, since the
// answer does not depend on it; the finding names the helper and its line.
// A helper that denies on any path (returns anything but nil there) makes
// the hook a decision and is not reported.
//
// A hook that is a method of an interface value (Authorize: pol.Check,
// pol a Policy interface) is judged by the concrete values the package
// stores in it (var dev pol.Policy = pol.AllowAll{}): one whose method
// allows every call, here or by its AllowsAll fact, is reported. When the
// value comes from out of sight — a parameter filled by the caller of a
// constructor, in another package — a note says the implementation cannot
// be seen. The value chosen in main for such a constructor is not traced
// across packages.
package authorize
