package com.scanbox.cetp;

/** The parsed arguments of one tool: each handler has its own record. */
public interface ToolArgs {
}
