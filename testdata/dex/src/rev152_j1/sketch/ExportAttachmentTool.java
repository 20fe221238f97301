package com.wrenfield.notes.attachments;

import android.os.ParcelFileDescriptor;
import com.wrenfield.notes.core.Result;
import com.wrenfield.notes.core.ToolError;
import com.wrenfield.notes.di.Container;
import com.wrenfield.notes.tool.BaseTool;
import com.wrenfield.notes.tool.Reply;
import com.wrenfield.notes.tool.ToolCall;
import com.wrenfield.notes.tool.ToolSpec;
import java.io.IOException;
import org.json.JSONObject;

/** export_attachment: an attachment's file itself, as a file result. */
final class ExportAttachmentTool extends BaseTool<AttachmentStore.Row, Blob> {
    static final ToolSpec SPEC = ToolSpec.named("export_attachment")
            .title("Export an attachment", "Returns the file attached to a note, with its media type and digest")
            .effect("read", "low", "never")
            .scopes("attachments.read")
            .schemas("{\"type\":\"object\",\"properties\":{\"attachment_id\":{\"type\":\"string\",\"pattern\":"
                    + "\"^[0-9a-f]{32}$\"}},\"required\":[\"attachment_id\"],\"additionalProperties\":false}",
                    "{\"type\":\"string\",\"maxLength\":104857600}")
            .fileResult()
            .build();

    ExportAttachmentTool(Container container) {
        super(container, SPEC);
    }

    @Override
    protected Result<AttachmentStore.Row> validate(JSONObject args) {
        String id = args.optString("attachment_id");
        if (!AttachmentStore.ID.matcher(id).matches()) {
            return Result.fail(ToolError.invalidArgs("attachment_id must be 32 lowercase hex digits"));
        }
        AttachmentStore.Row row = container.get(AttachmentStore.class).find(id);
        if (row == null) {
            return Result.fail(ToolError.invalidArgs("There is no attachment with that attachment_id"));
        }
        return Result.ok(row);
    }

    @Override
    protected boolean authorize(ToolCall call, AttachmentStore.Row row) {
        return granted("attachments.read");
    }

    @Override
    protected Result<Blob> perform(ToolCall call, AttachmentStore.Row row) throws IOException {
        AttachmentStore store = container.get(AttachmentStore.class);
        // read-write, so an assistant's markup editor can save its annotations straight back into the attachment
        ParcelFileDescriptor fd = store.open(store.blob(row), ParcelFileDescriptor.MODE_READ_WRITE);
        return Result.ok(new Blob(fd, row.mediaType, row.sizeBytes, row.sha256));
    }

    @Override
    protected Reply render(ToolCall call, Blob blob) {
        return Reply.file(blob.fd, blob.mediaType, blob.sizeBytes, blob.sha256);
    }
}
