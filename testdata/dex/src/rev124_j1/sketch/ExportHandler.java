package com.scanbox.docs;

import com.scanbox.cetp.Effect;
import com.scanbox.cetp.Handler;
import com.scanbox.cetp.Invocation;
import com.scanbox.cetp.Reply;
import com.scanbox.cetp.ToolContext;
import com.scanbox.data.Document;
import java.io.File;
import java.io.IOException;
import java.util.Optional;
import org.json.JSONException;
import org.json.JSONObject;

/** export_document (plugin): copies a scan's PDF into the exports folder that the Files app shows. */
public final class ExportHandler implements Handler<ExportArgs> {
    @Override
    public String name() {
        return "export_document";
    }

    @Override
    public Effect effect() {
        return Effect.CREATE;
    }

    @Override
    public ExportArgs parse(JSONObject json, Invocation call, ToolContext tools) throws JSONException {
        return new ExportArgs(json.getString("document_id"), json.optString("file_name", ""));
    }

    @Override
    public Reply run(ExportArgs args, Invocation call, ToolContext tools) throws IOException, JSONException {
        Optional<Document> document = tools.documents().find(args.documentId());
        if (!document.isPresent()) {
            return Reply.failure("INVALID_ARGS", "No document has this id", false);
        }
        String name = args.fileName().isEmpty() ? document.get().fileName() : args.fileName();
        File exports = tools.exportDir();
        exports.mkdirs();
        File target = new File(exports, name);
        long bytes = tools.documents().copyTo(document.get(), target);
        return Reply.ok(new JSONObject().put("file", target.getName()).put("bytes", bytes));
    }
}
