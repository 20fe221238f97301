// Command catalog prints hub's tool names for the docs through
// listing.Names, which takes a *cetp.Provider and only reads its tools; it
// links hub (and hub.Serve) but serves nothing: no CETP608/625 here, in
// either driver.
package main

import (
	"fmt"

	"example.com/gofacts/hub"
	"example.com/gofacts/listing"
)

func main() {
	for _, n := range listing.Names(hub.Provider) {
		fmt.Println(n)
	}
}
