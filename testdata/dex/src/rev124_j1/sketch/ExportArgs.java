package com.scanbox.docs;

import com.scanbox.cetp.ToolArgs;
import java.util.Objects;

/** Arguments of export_document; an empty file name keeps the scan's own. */
public record ExportArgs(String documentId, String fileName) implements ToolArgs {
    public ExportArgs {
        Objects.requireNonNull(documentId, "documentId");
        fileName = Objects.requireNonNullElse(fileName, "").trim();
    }
}
