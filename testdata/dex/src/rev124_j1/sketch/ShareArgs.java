package com.scanbox.share;

import com.scanbox.cetp.ToolArgs;

/** Arguments of share_document, with the user's answer when the call resumes a confirmation. */
public record ShareArgs(String documentId, String recipient, boolean confirmed) implements ToolArgs {
}
