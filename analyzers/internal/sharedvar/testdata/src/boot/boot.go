package boot // want package:"serves when linked example.com/sv/prov.P"

// Package boot registers prov.P when linked: its init serves it.

import (
	"example.com/sv/helpers"
	"example.com/sv/prov"
)

func init() { helpers.Register(prov.P) }
