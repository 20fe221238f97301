package com.wrenfield.notes.attachments;

import com.wrenfield.notes.core.Result;
import com.wrenfield.notes.core.ToolError;
import com.wrenfield.notes.di.Container;
import com.wrenfield.notes.tool.BaseTool;
import com.wrenfield.notes.tool.Reply;
import com.wrenfield.notes.tool.ToolCall;
import com.wrenfield.notes.tool.ToolSpec;
import android.os.ParcelFileDescriptor;
import java.io.File;
import java.io.IOException;
import org.json.JSONObject;

/** get_thumbnail: an attachment's preview image, as a file result. */
final class GetThumbnailTool extends BaseTool<AttachmentStore.Row, Blob> {
    static final ToolSpec SPEC = ToolSpec.named("get_thumbnail")
            .title("Get an attachment's thumbnail", "Returns the preview image Wrenfield made for an attachment")
            .effect("read", "low", "never")
            .scopes("attachments.read")
            .schemas("{\"type\":\"object\",\"properties\":{\"attachment_id\":{\"type\":\"string\",\"pattern\":"
                    + "\"^[0-9a-f]{32}$\"}},\"required\":[\"attachment_id\"],\"additionalProperties\":false}",
                    "{\"type\":\"string\",\"contentMediaType\":\"image/webp\",\"maxLength\":4194304}")
            .fileResult()
            .build();

    GetThumbnailTool(Container container) {
        super(container, SPEC);
    }

    @Override
    protected Result<AttachmentStore.Row> validate(JSONObject args) {
        String id = args.optString("attachment_id");
        if (!AttachmentStore.ID.matcher(id).matches()) {
            return Result.fail(ToolError.invalidArgs("attachment_id must be 32 lowercase hex digits"));
        }
        AttachmentStore.Row row = container.get(AttachmentStore.class).find(id);
        if (row == null || row.thumbName == null) {
            return Result.fail(ToolError.invalidArgs("That attachment has no thumbnail"));
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
        File thumb = store.thumb(row);
        ParcelFileDescriptor fd = store.open(thumb, ParcelFileDescriptor.MODE_READ_ONLY);
        return Result.ok(new Blob(fd, "image/webp", thumb.length(), AttachmentStore.sha256Of(thumb)));
    }

    @Override
    protected Reply render(ToolCall call, Blob blob) {
        return Reply.file(blob.fd, blob.mediaType, blob.sizeBytes, blob.sha256);
    }
}
