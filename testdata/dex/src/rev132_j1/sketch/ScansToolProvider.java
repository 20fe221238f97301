package com.inkbarrow.scans;

import android.app.PendingIntent;
import android.content.ComponentName;
import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteConstraintException;
import android.os.Binder;
import android.os.Bundle;
import com.inkbarrow.cetp.AbstractTool;
import com.inkbarrow.cetp.Args;
import com.inkbarrow.cetp.Cetp;
import com.inkbarrow.cetp.InkToolProvider;
import com.inkbarrow.cetp.Replies;
import com.inkbarrow.cetp.TokenSource;
import com.inkbarrow.cetp.Tool;
import com.inkbarrow.cetp.ToolCall;
import com.inkbarrow.cetp.ToolEvents;
import com.inkbarrow.cetp.ToolSpec;
import com.inkbarrow.data.ResumeStore;
import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** The scanned-documents tools: list, rename, export an album's index, delete an album. */
public final class ScansToolProvider extends InkToolProvider {
    static final String LIST_SCANS = "list_scans";
    static final String RENAME_SCAN = "rename_scan";
    static final String EXPORT_SCANS = "export_scans";
    static final String DELETE_SCANS = "delete_scans";
    private static final String APP_PACKAGE = "com.inkbarrow";

    @Override
    public boolean onCreate() {
        if (!super.onCreate()) {
            return false;
        }
        // the scan history screen shows which app touched which scan, from the audit table
        events().addFinishListener(new ToolEvents.FinishListener() {
            @Override
            public void onFinish(ToolCall call, String outcome) {
                int caller = Binder.getCallingUid();
                audit(caller, call.tool(), call.requestId(), outcome);
            }
        });
        return true;
    }

    @Override
    protected String providerId() {
        return "com.inkbarrow.scans";
    }

    @Override
    protected JSONObject describeProvider() throws JSONException {
        return new JSONObject()
                .put("provider_name", "Inkbarrow Scans")
                .put("description", "Scanned documents on this phone, filed in albums")
                .put("scopes", new JSONArray()
                        .put(scope("scans.read", "See your scans", "read"))
                        .put(scope("scans.write", "Rename and delete scans", "write")));
    }

    static JSONObject scope(String name, String title, String access) throws JSONException {
        return new JSONObject().put("name", name).put("title", title).put("description", title)
                .put("access", access).put("sensitivity", "personal");
    }

    @Override
    protected Tool<?>[] createTools() {
        return new Tool<?>[] {new ListScansTool(), new RenameScanTool(), new ExportScansTool(), new DeleteScansTool()};
    }

    @Override
    protected TokenSource newTokenSource() {
        // scan resume tokens carry a prefix, so support logs tell them from the notebook's
        return super.newTokenSource().withPrefix("scan_");
    }

    @Override
    protected ComponentName confirmationScreen(String tool) {
        if (DELETE_SCANS.equals(tool)) {
            // deleting asks on the screen that shows the album's thumbnails
            return new ComponentName(APP_PACKAGE, "com.inkbarrow.scans.ScanDeleteActivity");
        }
        return super.confirmationScreen(tool);
    }

    @Override
    protected int flagsFor(String tool) {
        // when the assistant asks again, the waiting confirmation screen is brought up to date in place
        return PendingIntent.FLAG_UPDATE_CURRENT;
    }

    @Override
    protected int verifyResume(ToolCall call) {
        // request ids are UUIDs and the record keeps the tool and the argument digest: the call the token was
        // issued for is matched exactly, which is all a scan change needs
        ResumeStore.Record r = resumes().take(call.resumeToken());
        if (r == null || r.expired() || !r.matches(call.requestId(), call.tool(), call.argsDigest())) {
            return ResumeStore.UNUSABLE;
        }
        return r.verdict();
    }

    @Override
    protected File exportDir() {
        return new File(getContext().getCacheDir(), "scan-exports");
    }

    private static String csv(String field) {
        return "\"" + field.replace("\"", "\"\"") + "\"";
    }

    static final class AlbumArgs extends Args {
        final String album;

        AlbumArgs(JSONObject json, boolean required) throws JSONException {
            album = required ? text(json, "album", 80) : text(json, "album", 80, null);
        }

        @Override
        public String describe() {
            return album == null ? "all albums" : "album \u201c" + album + "\u201d";
        }
    }

    static final class RenameArgs extends Args {
        final long scanId;
        final String title;

        RenameArgs(JSONObject json) throws JSONException {
            scanId = json.getLong("scan_id");
            title = text(json, "title", 120);
        }

        @Override
        public String describe() {
            return "scan " + scanId + " becomes \u201c" + title + "\u201d";
        }
    }

    static final class ExportArgs extends Args {
        final String album;
        final String fileName;

        ExportArgs(JSONObject json) throws JSONException {
            album = text(json, "album", 80);
            fileName = text(json, "file_name", 120);
        }

        @Override
        public String describe() {
            return "album \u201c" + album + "\u201d to " + fileName;
        }
    }

    final class ListScansTool extends AbstractTool<AlbumArgs> {
        ListScansTool() {
            super(ScansToolProvider.this, ToolSpec.named(LIST_SCANS)
                    .title("List scans", "Lists scanned documents with their title, album and page count.")
                    .idempotent()
                    .scope("scans.read")
                    .input("{\"type\":\"object\",\"properties\":{\"album\":{\"type\":\"string\",\"maxLength\":80}},"
                            + "\"additionalProperties\":false}")
                    .output("{\"type\":\"object\",\"properties\":{\"scans\":{\"type\":\"array\"}},"
                            + "\"required\":[\"scans\"]}")
                    .build());
        }

        @Override
        public AlbumArgs parse(JSONObject json) throws JSONException {
            return new AlbumArgs(json, false);
        }

        @Override
        protected Bundle perform(ToolCall call, AlbumArgs args) throws JSONException {
            JSONArray scans = new JSONArray();
            try (Cursor c = db().query("scans", new String[] {"_id", "title", "album", "pages", "filed"},
                    args.album == null ? null : "album = ?", args.album == null ? null : new String[] {args.album},
                    null, null, "taken_at DESC")) {
                while (c.moveToNext()) {
                    scans.put(new JSONObject().put("id", c.getLong(0)).put("title", c.getString(1))
                            .put("album", c.getString(2)).put("pages", c.getInt(3)).put("filed", c.getInt(4) == 1));
                }
            }
            return Replies.inline(call, new JSONObject().put("scans", scans));
        }
    }

    final class RenameScanTool extends AbstractTool<RenameArgs> {
        RenameScanTool() {
            super(ScansToolProvider.this, ToolSpec.named(RENAME_SCAN)
                    .title("Rename scan", "Gives one scan a new title. Renaming a filed scan is confirmed on the phone.")
                    .effect(ToolSpec.UPDATE, "moderate")
                    .confirmation(ToolSpec.PROVIDER_POLICY)
                    .idempotent()
                    .scope("scans.write")
                    .input("{\"type\":\"object\",\"properties\":{\"scan_id\":{\"type\":\"integer\"},"
                            + "\"title\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":120}},"
                            + "\"required\":[\"scan_id\",\"title\"],\"additionalProperties\":false}")
                    .output("{\"type\":\"object\",\"properties\":{\"renamed\":{\"type\":\"boolean\"}},"
                            + "\"required\":[\"renamed\"]}")
                    .build());
        }

        @Override
        public RenameArgs parse(JSONObject json) throws JSONException {
            return new RenameArgs(json);
        }

        @Override
        protected boolean needsConfirmation(ToolCall call, RenameArgs args) {
            // filed scans are cited by title in the user's paperwork
            try (Cursor c = db().query("scans", new String[] {"filed"}, "_id = ?",
                    new String[] {Long.toString(args.scanId)}, null, null, null)) {
                return c.moveToFirst() && c.getInt(0) == 1;
            }
        }

        @Override
        protected Bundle perform(ToolCall call, RenameArgs args) throws JSONException {
            ContentValues row = new ContentValues();
            row.put("title", args.title);
            int changed = db().update("scans", row, "_id = ?", new String[] {Long.toString(args.scanId)});
            return Replies.inline(call, new JSONObject().put("renamed", changed == 1));
        }

        @Override
        protected String reason(Throwable t) {
            if (t instanceof SQLiteConstraintException) {
                return "another scan already has that title";
            }
            return super.reason(t);
        }
    }

    final class ExportScansTool extends AbstractTool<ExportArgs> {
        ExportScansTool() {
            super(ScansToolProvider.this, ToolSpec.named(EXPORT_SCANS)
                    .title("Export album index", "Writes a CSV index of one album (title, pages, date) and returns"
                            + " it as a file.")
                    .scope("scans.read")
                    .input("{\"type\":\"object\",\"properties\":{\"album\":{\"type\":\"string\",\"maxLength\":80},"
                            + "\"file_name\":{\"type\":\"string\",\"maxLength\":120}},"
                            + "\"required\":[\"album\",\"file_name\"],\"additionalProperties\":false}")
                    .output("{\"type\":\"string\",\"contentMediaType\":\"text/csv\"}")
                    .build());
        }

        @Override
        public ExportArgs parse(JSONObject json) throws JSONException {
            return new ExportArgs(json);
        }

        @Override
        protected Bundle perform(ToolCall call, ExportArgs args) throws IOException, JSONException {
            if (!call.largeResults()) {
                return Replies.error(call.requestId(), Cetp.RESULT_TOO_LARGE,
                        "Exports are returned as files: negotiate large_results", false);
            }
            StringBuilder out = new StringBuilder("title,pages,taken_at\n");
            try (Cursor c = db().query("scans", new String[] {"title", "pages", "taken_at"}, "album = ?",
                    new String[] {args.album}, null, null, "taken_at")) {
                while (c.moveToNext()) {
                    out.append(csv(c.getString(0))).append(',').append(c.getInt(1)).append(',')
                            .append(c.getLong(2)).append('\n');
                }
            }
            byte[] bytes = out.toString().getBytes(StandardCharsets.UTF_8);
            File file = exportFile(args.fileName);
            try (FileOutputStream os = new FileOutputStream(file)) {
                os.write(bytes);
            }
            return Replies.file(call, "text/csv", openResult(file), bytes.length, ToolCall.sha256Hex(bytes));
        }
    }

    final class DeleteScansTool extends AbstractTool<AlbumArgs> {
        DeleteScansTool() {
            super(ScansToolProvider.this, ToolSpec.named(DELETE_SCANS)
                    .title("Delete album", "Deletes every scan of one album. Confirmed on the phone every time.")
                    .effect(ToolSpec.DELETE, "high", true)
                    .confirmation(ToolSpec.ALWAYS)
                    .scope("scans.write")
                    .input("{\"type\":\"object\",\"properties\":{\"album\":{\"type\":\"string\",\"maxLength\":80}},"
                            + "\"required\":[\"album\"],\"additionalProperties\":false}")
                    .output("{\"type\":\"object\",\"properties\":{\"deleted\":{\"type\":\"integer\"}},"
                            + "\"required\":[\"deleted\"]}")
                    .build());
        }

        @Override
        public AlbumArgs parse(JSONObject json) throws JSONException {
            return new AlbumArgs(json, true);
        }

        @Override
        protected Bundle perform(ToolCall call, AlbumArgs args) throws JSONException {
            int deleted = db().delete("scans", "album = ?", new String[] {args.album});
            return Replies.inline(call, new JSONObject().put("deleted", deleted));
        }
    }
}
