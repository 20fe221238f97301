// Package alerts is an example Go Provider: price alerts declared with the
// cetp API, authorized with the caller identity captured at the entry
// point, deduplicated through a durable MutationExecutor, and returning
// structured errors with displayable messages. It builds, and
// `cetpaudit go ./examples/...` reports nothing for it.
package alerts
