// Command docs prints bare.P's descriptor and serves nothing: near miss
// CETP625 (reading a shared Provider's fields serves no call).
package main

import (
	"fmt"

	"example.com/alerts/bare"
)

func main() {
	fmt.Println(bare.P.Descriptor.ProviderName, len(bare.P.Tools))
}
