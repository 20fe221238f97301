package com.inkwell.notes;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.Context;
import android.content.Intent;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Base64;
import android.util.Log;
import com.inkwell.confirm.ConfirmActivity;
import com.inkwell.core.CallerPolicy;
import com.inkwell.core.Replies;
import com.inkwell.core.SessionTable;
import com.inkwell.core.Texts;
import com.inkwell.core.TokenMint;
import com.inkwell.core.ToolCall;
import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.lang.reflect.Proxy;
import java.util.EnumMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** Inkwell's note tools for the assistant: list, read, search, export and delete notes. */
public class NotesToolProvider extends ContentProvider {
    static final String TAG = "InkwellNotes";
    public static final byte[] ASSISTANT_CERT = Base64.decode("q1Zr0c4WbX8mTz2Ke6uP9nHj3yLd5Gv7Qs1Af0Bo4Rw=", Base64.DEFAULT);
    static final String NEGOTIATED = "{\"selected_version\":2,\"provider_id\":\"com.inkwell\",\"provider_name\":\"Inkwell notes\","
            + "\"capabilities\":[],\"limits\":{\"max_request_bytes\":65536,\"max_inline_result_bytes\":262144,"
            + "\"max_concurrent_requests\":2,\"idempotency_window_seconds\":86400}}";

    private SQLiteDatabase db;
    private File exportDir;
    private CallerPolicy policy;
    private NoteTrash trash;
    private final SessionTable sessions = new SessionTable();
    private final PendingDeletes pending = PendingDeletes.get();
    private final ExecutorService background = Executors.newSingleThreadExecutor();
    private final EnumMap<NoteTool, Integer> calls = new EnumMap<NoteTool, Integer>(NoteTool.class);
    private final Resolutions resolutions = new Resolutions();

    @Override
    public boolean onCreate() {
        Context ctx = getContext();
        db = ctx.openOrCreateDatabase("inkwell.db", 0, null);
        exportDir = new File(ctx.getFilesDir(), "exports");
        exportDir.mkdirs();
        policy = new CallerPolicy(ctx, ASSISTANT_CERT);
        final SQLiteDatabase notes = db;
        NoteTrash direct = new NoteTrash() {
            @Override
            public int moveToTrash(ToolCall call, long noteId) {
                notes.execSQL("INSERT INTO trash SELECT * FROM notes WHERE id = ?", new Object[] {noteId});
                return notes.delete("notes", "id = ?", new String[] {Long.toString(noteId)});
            }
        };
        trash = (NoteTrash) Proxy.newProxyInstance(NoteTrash.class.getClassLoader(),
                new Class<?>[] {NoteTrash.class}, new NotesAudit(direct));
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        Bundle req = extras != null ? extras : new Bundle();
        String requestId = req.getString("request_id");
        if (!policy.trusted(uid)) {
            return Replies.error(requestId, "PERMISSION_DENIED", "caller not allowed");
        }
        if ("negotiate".equals(method)) {
            if (!SessionTable.speaksV2(req.getIntArray("consumer_versions"))) {
                return Replies.error(null, "UNSUPPORTED_VERSION", "only CETP v2 is served");
            }
            return Replies.bundle("status", "success", "data", NEGOTIATED, "session_token", sessions.open(uid));
        }
        if (!sessions.valid(req.getString("session_token"), uid)) {
            return Replies.error(requestId, "NEGOTIATION_REQUIRED", "negotiate first");
        }
        if ("list_tools".equals(method)) {
            return Replies.ok(requestId, listTools());
        }
        if (!"execute_tool".equals(method)) {
            return Replies.error(requestId, "METHOD_NOT_FOUND", "unknown method");
        }
        ToolCall call;
        try {
            call = new ToolCall(uid, req);
        } catch (JSONException e) {
            return Replies.error(requestId, "INVALID_ARGS", "args must be a JSON object");
        }
        if (call.expired()) {
            return Replies.error(requestId, "DEADLINE_EXCEEDED", "deadline passed");
        }
        NoteTool tool = NoteTool.forName(call.toolName);
        if (tool == null) {
            return Replies.error(requestId, "TOOL_NOT_FOUND", "unknown tool");
        }
        meter(tool);
        try {
            return tool.run(this, call);
        } catch (Exception e) {
            Log.w(TAG, "tool failed", e);
            return Replies.error(requestId, "INTERNAL_ERROR", "the tool could not run");
        }
    }

    private synchronized void meter(NoteTool tool) {
        Integer n = calls.get(tool);
        calls.put(tool, n == null ? 1 : n + 1);
    }

    private String listTools() {
        StringBuilder sb = new StringBuilder("{\"revision\":\"notes-7\",\"tools\":[");
        for (NoteTool t : NoteTool.values()) {
            if (t.ordinal() > 0) {
                sb.append(',');
            }
            sb.append("{\"name\":\"").append(t.wireName).append("\",\"annotations\":{\"effect\":\"")
                    .append(t.effect).append("\",\"risk\":\"").append(t.risk)
                    .append("\",\"confirmation\":\"").append(t.confirmation).append("\"}}");
        }
        return sb.append("]}").toString();
    }

    private String describe(long noteId) {
        try (Cursor c = db.rawQuery("SELECT title FROM notes WHERE id = ?", new String[] {Long.toString(noteId)})) {
            return c.moveToFirst() ? "Delete the note \"" + c.getString(0) + "\"" : "Delete note " + noteId;
        }
    }

    /** Builds the confirmation screens' PendingIntents. */
    private class Resolutions {
        PendingIntent forDelete(String resumeToken, long noteId, String requester) {
            Intent confirm = new Intent(getContext(), ConfirmActivity.class)
                    .putExtra(ConfirmActivity.EXTRA_KIND, ConfirmActivity.KIND_NOTE)
                    .putExtra(ConfirmActivity.EXTRA_TOKEN, resumeToken)
                    .putExtra(ConfirmActivity.EXTRA_TARGET, describe(noteId))
                    .putExtra(ConfirmActivity.EXTRA_REQUESTER, requester);
            return PendingIntent.getActivity(getContext(), TokenMint.get().requestCode(), confirm,
                    PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
        }
    }

    /** The tools; each constant carries its own body. */
    enum NoteTool {
        LIST_NOTES("list_notes", "read", "low", "never") {
            @Override
            Bundle run(NotesToolProvider p, ToolCall c) {
                JSONArray titles = new JSONArray();
                try (Cursor cur = p.db.query("notes", new String[] {"title"}, null, null, null, null, "updated DESC", "50")) {
                    while (cur.moveToNext()) {
                        titles.put(cur.getString(0));
                    }
                }
                return Replies.ok(c.requestId, "{\"titles\":" + titles + "}");
            }
        },
        READ_NOTE("read_note", "read", "low", "never") {
            @Override
            Bundle run(NotesToolProvider p, ToolCall c) throws JSONException {
                String title = c.args.getString("title");
                try (Cursor cur = p.db.rawQuery("SELECT body FROM notes WHERE title = ? LIMIT 1", new String[] {title})) {
                    if (!cur.moveToFirst()) {
                        return Replies.error(c.requestId, "INVALID_ARGS", "no note with that title");
                    }
                    return Replies.ok(c.requestId, "{\"body\":" + JSONObject.quote(cur.getString(0)) + "}");
                }
            }
        },
        SEARCH_NOTES("search_notes", "read", "low", "never") {
            @Override
            Bundle run(NotesToolProvider p, ToolCall c) throws JSONException {
                String query = c.args.getString("query");
                JSONArray titles = new JSONArray();
                try (Cursor cur = p.db.rawQuery("SELECT title FROM notes WHERE body LIKE '%" + query + "%' LIMIT 20", null)) {
                    while (cur.moveToNext()) {
                        titles.put(cur.getString(0));
                    }
                }
                return Replies.ok(c.requestId, "{\"titles\":" + titles + "}");
            }
        },
        EXPORT_NOTE("export_note", "create", "low", "never") {
            @Override
            Bundle run(NotesToolProvider p, ToolCall c) throws JSONException, IOException {
                long id = c.args.getLong("note_id");
                String name = Texts.firstNonEmpty(c.args.optString("file_name"), "note-" + id);
                File target = new File(p.exportDir, name + ".txt");
                if (!target.getCanonicalPath().startsWith(p.exportDir.getCanonicalPath() + File.separator)) {
                    return Replies.error(c.requestId, "INVALID_ARGS", "file_name must stay in the export folder");
                }
                try (Cursor cur = p.db.rawQuery("SELECT body FROM notes WHERE id = ?", new String[] {Long.toString(id)});
                        OutputStream out = new FileOutputStream(target)) {
                    if (!cur.moveToFirst()) {
                        return Replies.error(c.requestId, "INVALID_ARGS", "no such note");
                    }
                    out.write(cur.getString(0).getBytes("UTF-8"));
                } catch (IOException e) {
                    return Replies.error(c.requestId, "INTERNAL_ERROR", "export failed: " + e.getMessage());
                }
                return Replies.ok(c.requestId, "{\"file\":" + JSONObject.quote(target.getName()) + "}");
            }
        },
        DELETE_NOTE("delete_note", "delete", "high", "always") {
            @Override
            Bundle run(final NotesToolProvider p, ToolCall c) throws JSONException {
                final long id = c.args.getLong("note_id");
                String digest = Texts.sha256Hex(c.argsText);
                if (c.resumeToken == null) {
                    String token = TokenMint.get().opaque();
                    String requester = Texts.firstNonEmpty(p.policy.packageOf(c.uid), "uid " + c.uid);
                    p.pending.hold(token, id, c.uid, digest);
                    return Replies.needsUser(c.requestId, "confirm the delete in Inkwell",
                            p.resolutions.forDelete(token, id, requester), token);
                }
                PendingDeletes.Entry approved = p.pending.approved(c.resumeToken);
                if (approved == null || approved.noteId != id || !approved.argsDigest.equals(digest)) {
                    return Replies.error(c.requestId, "INVALID_REQUEST", "resume_token does not match this request");
                }
                int moved = p.trash.moveToTrash(c, id);
                p.background.execute(new Runnable() {
                    @Override
                    public void run() {
                        p.db.execSQL("UPDATE trash SET deleted_by = ? WHERE id = ?",
                                new Object[] {Binder.getCallingUid(), id});
                    }
                });
                return Replies.ok(c.requestId, "{\"moved_to_trash\":" + moved + "}");
            }
        };

        final String wireName;
        final String effect;
        final String risk;
        final String confirmation;

        NoteTool(String wireName, String effect, String risk, String confirmation) {
            this.wireName = wireName;
            this.effect = effect;
            this.risk = risk;
            this.confirmation = confirmation;
        }

        abstract Bundle run(NotesToolProvider p, ToolCall c) throws Exception;

        static NoteTool forName(String name) {
            switch (name) {
                case "list_notes":
                    return LIST_NOTES;
                case "read_note":
                    return READ_NOTE;
                case "search_notes":
                    return SEARCH_NOTES;
                case "export_note":
                    return EXPORT_NOTE;
                case "delete_note":
                    return DELETE_NOTE;
                default:
                    return null;
            }
        }
    }

    @Override
    public Cursor query(Uri uri, String[] projection, String selection, String[] selectionArgs, String sortOrder) {
        return null;
    }

    @Override
    public String getType(Uri uri) {
        return null;
    }

    @Override
    public Uri insert(Uri uri, ContentValues values) {
        return null;
    }

    @Override
    public int delete(Uri uri, String selection, String[] selectionArgs) {
        return 0;
    }

    @Override
    public int update(Uri uri, ContentValues values, String selection, String[] selectionArgs) {
        return 0;
    }
}
