package com.scanbox.docs;

import com.scanbox.cetp.ToolArgs;

/** Arguments of shred_document. */
public record ShredArgs(String documentId, boolean confirmed) implements ToolArgs {
}
