// Command catalog prints hub's tool names for the docs; it links hub (and
// hub.Serve) but serves nothing: no CETP608/625 here, in either driver.
package main

import (
	"fmt"

	"example.com/gofacts/hub"
)

func main() {
	for _, t := range hub.Provider.Tools {
		fmt.Println(t.Name)
	}
}
