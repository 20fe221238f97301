package com.ferncastle.media;

import android.content.ContentValues;
import android.content.Context;
import android.database.Cursor;
import android.os.ParcelFileDescriptor;
import com.ferncastle.cetp.Bundles;
import com.ferncastle.cetp.ResumeBook;
import com.ferncastle.data.JournalDb;
import com.ferncastle.plugin.AbstractTool;
import com.ferncastle.plugin.Either;
import com.ferncastle.plugin.Invocation;
import com.ferncastle.plugin.Registry;
import com.ferncastle.plugin.Result;
import com.ferncastle.plugin.ToolSpec;
import java.io.File;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** The attachment provider's tools (photos, audio notes and scans added to journal entries) and their factory. */
public final class AttachmentTools {
    static final String ID_INPUT = "{\"type\":\"object\",\"properties\":{\"attachment_id\":{\"type\":\"integer\","
            + "\"minimum\":1}},\"required\":[\"attachment_id\"],\"additionalProperties\":false}";
    static final String RENAME_INPUT = "{\"type\":\"object\",\"properties\":{\"attachment_id\":{\"type\":\"integer\","
            + "\"minimum\":1},\"name\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":120}},"
            + "\"required\":[\"attachment_id\",\"name\"],\"additionalProperties\":false}";
    static final String LIST_INPUT = "{\"type\":\"object\",\"properties\":{\"entry_id\":{\"type\":\"integer\","
            + "\"minimum\":1}},\"additionalProperties\":false}";
    static final String LIST_OUTPUT = "{\"type\":\"object\",\"properties\":{\"attachments\":{\"type\":\"array\","
            + "\"items\":{\"type\":\"object\",\"required\":[\"id\",\"name\",\"media_type\"]}}},"
            + "\"required\":[\"attachments\"]}";
    static final String ID_OUTPUT = "{\"type\":\"object\",\"properties\":{\"id\":{\"type\":\"integer\"}},"
            + "\"required\":[\"id\"]}";
    static final String FILE_OUTPUT = "{\"type\":\"string\",\"contentEncoding\":\"binary\",\"minLength\":0}";

    private AttachmentTools() {
    }

    /** Makes the attachment tools; confirmations get their resume tokens from the book's generator. */
    public static final class Factory implements Registry.Factory {
        @Override
        public List<AbstractTool> create(Registry.Kit kit) {
            Supplier<String> tokens = ResumeBook::newToken;
            List<AbstractTool> tools = new ArrayList<>();
            tools.add(new ListAttachments(kit));
            tools.add(new ExportAttachment(kit));
            tools.add(new RenameAttachment(kit));
            tools.add(new DeleteAttachment(kit, tokens));
            return tools;
        }
    }

    static File blobDir(Context context) {
        return new File(context.getFilesDir(), "attachments");
    }

    /** The stored file of an attachment, or null when there is no such attachment. */
    public static File blobFor(Context context, JournalDb db, long id) {
        try (Cursor c = db.getReadableDatabase().query("attachments", new String[] {"stored_name"}, "id = ?",
                new String[] {Long.toString(id)}, null, null, null)) {
            return c.moveToFirst() ? new File(blobDir(context), c.getString(0)) : null;
        }
    }

    static JSONArray rows(JournalDb db, String where, String[] args) throws JSONException {
        JSONArray out = new JSONArray();
        try (Cursor c = db.getReadableDatabase().query("attachments",
                new String[] {"id", "entry_id", "name", "media_type", "size_bytes"}, where, args, null, null, "id")) {
            while (c.moveToNext()) {
                JSONObject row = new JSONObject();
                row.put("id", c.getLong(0));
                row.put("entry_id", c.getLong(1));
                row.put("name", c.getString(2));
                row.put("media_type", c.getString(3));
                row.put("size_bytes", c.getLong(4));
                out.put(row);
            }
        }
        return out;
    }

    static JSONObject one(JournalDb db, long id) throws JSONException {
        JSONArray found = rows(db, "id = ?", new String[] {Long.toString(id)});
        return found.length() == 0 ? null : found.getJSONObject(0);
    }

    static final class ListAttachments extends AbstractTool {
        private final ToolSpec spec = new ToolSpec.Builder("list_attachments")
                .title("List attachments")
                .description("Lists the attachments of the journal, or of one entry.")
                .scope("attachments.read")
                .input(LIST_INPUT)
                .output(LIST_OUTPUT)
                .build();

        ListAttachments(Registry.Kit kit) {
            super(kit);
        }

        @Override
        public ToolSpec spec() {
            return spec;
        }

        @Override
        protected Result<JSONObject> doRun(Invocation inv, JSONObject args) throws JSONException {
            long entry = args.optLong("entry_id", 0L);
            JSONArray found = entry > 0L
                    ? rows(kit.db, "entry_id = ?", new String[] {Long.toString(entry)})
                    : rows(kit.db, null, null);
            return Result.ok(new JSONObject().put("attachments", found));
        }
    }

    static final class ExportAttachment extends AbstractTool {
        private final ToolSpec spec = new ToolSpec.Builder("export_attachment")
                .title("Export an attachment")
                .description("Returns an attachment's file.")
                .scope("attachments.read")
                .input(ID_INPUT)
                .output(FILE_OUTPUT)
                .build();

        ExportAttachment(Registry.Kit kit) {
            super(kit);
        }

        @Override
        public ToolSpec spec() {
            return spec;
        }

        @Override
        protected Either<Result<JSONObject>, JSONObject> validate(Invocation inv) {
            return super.validate(inv).flatMap(args -> args.optLong("attachment_id", 0L) > 0L
                    ? Either.right(args)
                    : Either.left(Result.failed("INVALID_ARGS", "attachment_id must be a positive integer", false)));
        }

        @Override
        protected Result<JSONObject> doRun(Invocation inv, JSONObject args) throws JSONException {
            long id = args.getLong("attachment_id");
            JSONObject row = one(kit.db, id);
            File blob = row == null ? null : blobFor(kit.context, kit.db, id);
            if (blob == null || !blob.isFile()) {
                return Result.failed("INVALID_ARGS", "No attachment has this id", false);
            }
            if (!granted(inv, "large_results")) {
                return Result.failed("RESULT_TOO_LARGE", "Attachments are only sent as files (large_results)", false);
            }
            return Bundles.fileResult(blob, row.getString("media_type"), ParcelFileDescriptor.MODE_READ_ONLY);
        }
    }

    static final class RenameAttachment extends AbstractTool {
        private final ToolSpec spec = new ToolSpec.Builder("rename_attachment")
                .title("Rename an attachment")
                .description("Changes the name an attachment is shown with.")
                .effect("update")
                .risk("low")
                .confirmation("never")
                .scope("attachments.write")
                .input(RENAME_INPUT)
                .output(ID_OUTPUT)
                .build();

        RenameAttachment(Registry.Kit kit) {
            super(kit);
        }

        @Override
        public ToolSpec spec() {
            return spec;
        }

        @Override
        protected Result<JSONObject> doRun(Invocation inv, JSONObject args) throws JSONException {
            long id = args.optLong("attachment_id", 0L);
            String name = args.optString("name", "").trim();
            if (id <= 0L || name.isEmpty() || name.length() > 120) {
                return Result.failed("INVALID_ARGS", "attachment_id and a name of 1 to 120 characters are required",
                        false);
            }
            ContentValues values = new ContentValues();
            values.put("name", name);
            int changed = kit.db.getWritableDatabase().update("attachments", values, "id = ?",
                    new String[] {Long.toString(id)});
            if (changed == 0) {
                return Result.failed("INVALID_ARGS", "No attachment has this id", false);
            }
            return Result.ok(new JSONObject().put("id", id));
        }
    }

    static final class DeleteAttachment extends AbstractTool {
        private final ToolSpec spec = new ToolSpec.Builder("delete_attachment")
                .title("Delete an attachment")
                .description("Deletes an attachment and its file for good.")
                .effect("delete")
                .risk("high")
                .destructive(true)
                .confirmation("always")
                .scope("attachments.write")
                .input(ID_INPUT)
                .output(ID_OUTPUT)
                .build();
        private final Supplier<String> tokens;

        DeleteAttachment(Registry.Kit kit, Supplier<String> tokens) {
            super(kit);
            this.tokens = tokens;
        }

        @Override
        public ToolSpec spec() {
            return spec;
        }

        @Override
        protected Result<JSONObject> doRun(Invocation inv, JSONObject args) throws JSONException {
            long id = args.optLong("attachment_id", 0L);
            JSONObject row = one(kit.db, id);
            if (row == null) {
                return Result.failed("INVALID_ARGS", "No attachment has this id", false);
            }
            String token = inv.resumeToken();
            if (token == null) {
                return askUser(inv, tokens, "Delete the attachment \u201c" + row.getString("name") + "\u201d for good");
            }
            JSONObject approval = kit.book.peek(token);
            if (approval == null) {
                return Result.failed("INVALID_REQUEST", "The resume token is unknown", false);
            }
            if ("pending".equals(approval.getString("state"))) {
                return Result.failed("CONFLICT", "The confirmation has not been answered yet", true);
            }
            if (!approval.optBoolean("approved", false)) {
                return Result.failed("USER_CANCELLED", "The deletion was not confirmed", false);
            }
            File blob = blobFor(kit.context, kit.db, id);
            kit.db.getWritableDatabase().delete("attachments", "id = ?", new String[] {Long.toString(id)});
            if (blob != null) {
                blob.delete();
            }
            return Result.ok(new JSONObject().put("id", id));
        }
    }
}
