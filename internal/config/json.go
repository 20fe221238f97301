package config

import (
	"strings"

	"github.com/clawseed/cetpaudit/internal/descriptor"
)

// Bounds on the configuration file: it is small and written by people, so
// anything larger is a mistake (or hostile) and is refused. The JSON itself
// is read by package jsonpos, with its own bounds on nesting and values.
const MaxSize = 1 << 20

func kindName(k descriptor.Kind) string {
	switch k {
	case descriptor.KindObject:
		return "an object"
	case descriptor.KindArray:
		return "an array"
	case descriptor.KindString:
		return "a string"
	case descriptor.KindNumber, descriptor.KindInteger:
		return "a number"
	case descriptor.KindBool:
		return "a boolean"
	}
	return "null"
}

func joinPath(parent, key string) string {
	if parent == "" {
		return key
	}
	if strings.HasPrefix(key, "[") {
		return parent + key
	}
	return parent + "." + key
}
