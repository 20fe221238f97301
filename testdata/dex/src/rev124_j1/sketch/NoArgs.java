package com.scanbox.cetp;

/** Arguments of the tools that take none. */
public record NoArgs() implements ToolArgs {
}
