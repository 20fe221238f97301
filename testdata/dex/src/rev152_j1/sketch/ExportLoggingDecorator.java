package com.wrenfield.notes.attachments;

import com.wrenfield.notes.tool.LoggingDecorator;
import com.wrenfield.notes.tool.Tool;

/** The logging decorator of the file tools, which tells the assistant what went wrong with the file. */
final class ExportLoggingDecorator extends LoggingDecorator {
    ExportLoggingDecorator(Tool inner, String tag) {
        super(inner, tag);
    }

    @Override
    protected String describe(RuntimeException failure) {
        // a missing blob and a full disk need different next steps from the assistant
        return "Export failed: " + failure.getMessage();
    }
}
