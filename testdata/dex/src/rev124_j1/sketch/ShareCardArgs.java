package com.scanbox.share;

import com.scanbox.cetp.ToolArgs;
import java.util.Objects;

/** Arguments of save_share_card. */
public record ShareCardArgs(String shareId, String fileName) implements ToolArgs {
    public ShareCardArgs {
        Objects.requireNonNull(shareId, "shareId");
        fileName = Objects.requireNonNullElse(fileName, "").trim();
    }
}
