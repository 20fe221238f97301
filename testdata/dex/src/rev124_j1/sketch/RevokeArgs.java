package com.scanbox.share;

import com.scanbox.cetp.ToolArgs;

/** Arguments of revoke_share, with the user's answer when the call resumes a confirmation. */
public record RevokeArgs(String shareId, boolean confirmed) implements ToolArgs {
}
