package com.quillbin.backup;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.os.ParcelFileDescriptor;
import android.util.Log;
import com.quillbin.cetp.Answers;
import com.quillbin.cetp.Approvals;
import com.quillbin.cetp.CallerPolicy;
import com.quillbin.cetp.Request;
import com.quillbin.cetp.SessionTable;
import com.quillbin.cetp.Wire;
import com.quillbin.data.BackupDao;
import com.quillbin.data.NotesDao;
import com.quillbin.data.OutcomeLedger;
import com.quillbin.data.QuillDatabase;
import com.quillbin.io.BackupArchive;
import com.quillbin.io.Outlet;
import com.quillbin.io.Streams;
import com.quillbin.ui.ApproveActivity;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileNotFoundException;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** CETP v2 tools over Quillbin's backups: list, download, create, restore, prune. */
public final class BackupToolProvider extends ContentProvider {
    private static final String TAG = "BackupTools";
    static final String PROVIDER_ID = "com.quillbin.backup";
    private static final String DISPLAY_NAME = "Quillbin Backups";

    static final String LIST = "list_backups";
    static final String DOWNLOAD = "download_backup";
    static final String CREATE = "create_backup";
    static final String RESTORE = "restore_backup";
    static final String PRUNE = "prune_backups";

    private static final long DAY_MS = 24L * 60L * 60L * 1000L;

    private static final String LIST_IN = "{\"type\":\"object\",\"properties\":{\"label\":{\"type\":\"string\","
            + "\"minLength\":1,\"maxLength\":80}},\"additionalProperties\":false}";
    private static final String LIST_OUT = "{\"type\":\"object\",\"properties\":{\"backups\":{\"type\":\"array\"}},"
            + "\"required\":[\"backups\"]}";
    private static final String DOWNLOAD_IN = "{\"type\":\"object\",\"properties\":{\"backup_id\":"
            + "{\"type\":\"integer\"}},\"required\":[\"backup_id\"],\"additionalProperties\":false}";
    private static final String DOWNLOAD_OUT = "{\"type\":\"string\",\"contentMediaType\":\"application/zip\"}";
    private static final String CREATE_IN = "{\"type\":\"object\",\"properties\":{\"label\":{\"type\":\"string\","
            + "\"minLength\":1,\"maxLength\":80}},\"required\":[\"label\"],\"additionalProperties\":false}";
    private static final String CREATE_OUT = "{\"type\":\"object\",\"properties\":{\"backup_id\":{\"type\":\"integer\"},"
            + "\"notes\":{\"type\":\"integer\"},\"size_bytes\":{\"type\":\"integer\"}},\"required\":[\"backup_id\"]}";
    private static final String RESTORE_IN = "{\"type\":\"object\",\"properties\":{\"backup_uri\":{\"type\":\"string\","
            + "\"maxLength\":300}},\"required\":[\"backup_uri\"],\"additionalProperties\":false}";
    private static final String RESTORE_OUT = "{\"type\":\"object\",\"properties\":{\"restored\":{\"type\":\"boolean\"},"
            + "\"notes\":{\"type\":\"integer\"},\"files\":{\"type\":\"integer\"}},\"required\":[\"restored\"]}";
    private static final String PRUNE_IN = "{\"type\":\"object\",\"properties\":{\"older_than_days\":"
            + "{\"type\":\"integer\",\"minimum\":1,\"maximum\":3650}},\"required\":[\"older_than_days\"],"
            + "\"additionalProperties\":false}";
    private static final String PRUNE_OUT = "{\"type\":\"object\",\"properties\":{\"removed\":{\"type\":\"integer\"}},"
            + "\"required\":[\"removed\"]}";

    private CallerPolicy callers;
    private SessionTable sessions;
    private NotesDao notes;
    private BackupDao backups;
    private OutcomeLedger ledger;
    private Approvals approvals;
    private File backupDir;
    private File inboxDir;
    private File attachmentDir;
    /** Recent outcomes in front of the ledger, so that a burst of retries is answered without a query. */
    private final Map<String, Answers.Kept> recent = new HashMap<>();

    @Override
    public boolean onCreate() {
        callers = new CallerPolicy(getContext());
        SQLiteDatabase db = QuillDatabase.of(getContext()).getWritableDatabase();
        sessions = new SessionTable(db, PROVIDER_ID);
        notes = new NotesDao(db);
        backups = new BackupDao(db);
        ledger = new OutcomeLedger(db);
        approvals = ApproveActivity.approvals(getContext());
        backupDir = new File(getContext().getFilesDir(), "backups");
        inboxDir = new File(getContext().getFilesDir(), "inbox");
        attachmentDir = new File(getContext().getFilesDir(), "attachments");
        return backupDir.isDirectory() || backupDir.mkdirs();
    }

    // ---- CETP over call() ----

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        Bundle in = extras == null ? Bundle.EMPTY : extras;
        String requestId = in.getString(Wire.REQUEST_ID);
        if (!callers.permits(uid)) {
            return Answers.error(requestId, Wire.PERMISSION_DENIED, "This app may not use Quillbin's tools", false);
        }
        try {
            switch (method) {
                case Wire.NEGOTIATE:
                    return sessions.negotiate(uid, in, DISPLAY_NAME);
                case Wire.GET_PROVIDER_INFO:
                    return providerInfo(uid, in);
                case Wire.LIST_TOOLS:
                    return listTools(uid, in);
                case Wire.EXECUTE_TOOL:
                    return executeTool(uid, in);
                default:
                    return Answers.error(requestId, Wire.METHOD_NOT_FOUND, "No such method", false);
            }
        } catch (JSONException | RuntimeException e) {
            Log.e(TAG, "call " + method + " failed", e);
            return Answers.error(requestId, Wire.INTERNAL_ERROR, "Quillbin could not handle the request", false);
        }
    }

    private Bundle providerInfo(int uid, Bundle in) throws JSONException {
        Bundle problem = SessionTable.envelopeProblem(sessions.lookup(in.getString(Wire.SESSION_TOKEN), uid), in);
        if (problem != null) {
            return problem;
        }
        return Answers.ok(in.getString(Wire.REQUEST_ID), new JSONObject()
                .put("provider_id", PROVIDER_ID)
                .put("provider_name", DISPLAY_NAME)
                .put("description", "Backups of all Quillbin notebooks as ZIP files")
                .put("schema_dialect", Wire.SCHEMA_DIALECT)
                .put("scopes", new JSONArray()
                        .put(Wire.scope("backups.read", "See and download your backups", "read"))
                        .put(Wire.scope("backups.write", "Create, restore and delete backups", "write"))));
    }

    private Bundle listTools(int uid, Bundle in) throws JSONException {
        Bundle problem = SessionTable.envelopeProblem(sessions.lookup(in.getString(Wire.SESSION_TOKEN), uid), in);
        if (problem != null) {
            return problem;
        }
        JSONArray tools = new JSONArray()
                .put(Wire.tool(LIST, "List backups", "Lists finished backups, newest first.", "backups.read", "read",
                        "low", false, "never", LIST_IN, LIST_OUT))
                .put(Wire.tool(DOWNLOAD, "Download backup", "Returns one backup ZIP as a file.", "backups.read",
                        "read", "low", false, "never", DOWNLOAD_IN, DOWNLOAD_OUT))
                .put(Wire.tool(CREATE, "Create backup", "Writes a new backup of every notebook.", "backups.write",
                        "create", "moderate", false, "never", CREATE_IN, CREATE_OUT))
                .put(Wire.tool(RESTORE, "Restore backup", "Replaces all notebooks with the content of a backup. The"
                        + " user confirms on the phone.", "backups.write", "update", "high", true, "always",
                        RESTORE_IN, RESTORE_OUT))
                .put(Wire.tool(PRUNE, "Prune backups", "Deletes backups older than a number of days. The user"
                        + " confirms on the phone.", "backups.write", "delete", "high", true, "always", PRUNE_IN,
                        PRUNE_OUT));
        return Answers.ok(in.getString(Wire.REQUEST_ID),
                new JSONObject().put("revision", "backup-4").put("tools", tools));
    }

    private Bundle executeTool(int uid, Bundle in) throws JSONException {
        int session = sessions.lookup(in.getString(Wire.SESSION_TOKEN), uid);
        Bundle problem = SessionTable.envelopeProblem(session, in);
        if (problem != null) {
            return problem;
        }
        String requestId = in.getString(Wire.REQUEST_ID);
        String tool = in.getString(Wire.TOOL_NAME);
        if (!LIST.equals(tool) && !DOWNLOAD.equals(tool) && !CREATE.equals(tool) && !RESTORE.equals(tool)
                && !PRUNE.equals(tool)) {
            return Answers.error(requestId, Wire.TOOL_NOT_FOUND, "No such tool", false);
        }
        String raw = in.getString(Wire.ARGS, "{}");
        if (raw.getBytes(StandardCharsets.UTF_8).length > Wire.MAX_REQUEST_BYTES) {
            return Answers.error(requestId, Wire.INVALID_ARGS, "args are larger than max_request_bytes", false);
        }
        JSONObject args;
        try {
            args = new JSONObject(raw);
        } catch (JSONException e) {
            return Answers.error(requestId, Wire.INVALID_ARGS, "args must be a JSON object", false);
        }
        Request call = new Request(uid, PROVIDER_ID, requestId, tool, raw, args, in.getString(Wire.RESUME_TOKEN),
                session == SessionTable.WITH_FILES);
        boolean mutating = CREATE.equals(tool) || RESTORE.equals(tool) || PRUNE.equals(tool);
        if (mutating) {
            Answers.Kept before = earlier(call);
            if (before != null) {
                return before.matches(call) ? before.replay(requestId)
                        : Answers.error(requestId, Wire.INVALID_REQUEST, "request_id was used for another call",
                                false);
            }
        }
        if (call.resumeToken() != null) {
            Bundle refused = resume(call);
            if (refused != null) {
                return refused;
            }
        }
        Bundle answer = run(call, in);
        if (mutating) {
            remember(call, answer);
        }
        return answer;
    }

    private Answers.Kept earlier(Request call) {
        synchronized (recent) {
            Answers.Kept cached = recent.get(call.dedupKey());
            if (cached != null) {
                return cached;
            }
        }
        Answers.Kept stored = ledger.find(call);
        if (stored != null) {
            synchronized (recent) {
                recent.put(call.dedupKey(), stored);
            }
        }
        return stored;
    }

    /** A terminal outcome goes into the ledger, then into the map; a pending confirmation is not an outcome. */
    private void remember(Request call, Bundle answer) throws JSONException {
        if (Wire.USER_ACTION_REQUIRED.equals(answer.getString(Wire.ERROR_CODE))) {
            return;
        }
        Answers.Kept kept = Answers.Kept.of(call, answer);
        ledger.keep(call, kept);
        synchronized (recent) {
            recent.put(call.dedupKey(), kept);
        }
    }

    /** Null when the resume token carries the user's approval of exactly this call. */
    private Bundle resume(Request call) {
        Approvals.Ticket ticket;
        try {
            ticket = approvals.read(call.resumeToken());
        } catch (IOException | JSONException e) {
            Log.w(TAG, "approval ticket unreadable", e);
            ticket = null;
        }
        int verdict = ticket == null ? Approvals.INVALID : ticket.verdict(call);
        if (verdict == Approvals.REFUSED) {
            return Answers.error(call.requestId(), Wire.USER_CANCELLED, "The user said no", false);
        }
        if (verdict != Approvals.ALLOWED) {
            return Answers.error(call.requestId(), Wire.INVALID_REQUEST, "resume_token is not valid for this call",
                    false);
        }
        call.markConfirmed();
        return null;
    }

    private Bundle run(Request call, Bundle in) {
        try {
            switch (call.tool()) {
                case LIST:
                    return list(call, in);
                case DOWNLOAD:
                    return download(call, in);
                case CREATE:
                    return create(call);
                case RESTORE:
                    return restore(call, in);
                default:
                    return prune(call, in);
            }
        } catch (JSONException e) {
            return Answers.error(call.requestId(), Wire.INVALID_ARGS, "args do not match the input schema", false);
        }
    }

    /** Null while the request's deadline_at_ms is still ahead. */
    private static Bundle overdue(Request call, Bundle in) {
        long deadline = in.getLong(Wire.DEADLINE_AT_MS, 0L);
        if (deadline <= 0L) {
            return Answers.error(call.requestId(), Wire.INVALID_REQUEST, "deadline_at_ms is required", false);
        }
        if (System.currentTimeMillis() >= deadline) {
            return Answers.error(call.requestId(), Wire.DEADLINE_EXCEEDED, "The deadline has passed", false);
        }
        return null;
    }

    private Bundle askUser(Request call, String summary) {
        try {
            String token = approvals.issue(call, summary);
            return Answers.needsUser(call, ApproveActivity.resolution(getContext(), token), token,
                    "Waiting for the user to confirm on the phone");
        } catch (IOException | JSONException e) {
            Log.w(TAG, "approval not issued", e);
            return Answers.error(call.requestId(), Wire.INTERNAL_ERROR, "The confirmation could not be prepared",
                    true);
        }
    }

    // ---- tools ----

    private Bundle list(Request call, Bundle in) throws JSONException {
        Bundle late = overdue(call, in);
        if (late != null) {
            return late;
        }
        JSONObject a = call.args();
        String label = a.has("label") ? a.getString("label") : null;
        if (label != null && (label.isEmpty() || label.length() > 80)) {
            return Answers.error(call.requestId(), Wire.INVALID_ARGS, "label must have 1 to 80 characters", false);
        }
        JSONArray out = new JSONArray();
        for (BackupDao.Backup b : backups.list(label)) {
            out.put(new JSONObject()
                    .put("backup_id", b.id)
                    .put("label", b.label)
                    .put("size_bytes", b.size)
                    .put("sha256", b.sha256)
                    .put("created_at_ms", b.createdAt)
                    .put("uri", "content://" + PROVIDER_ID + "/backups/" + b.id));
        }
        return Answers.inline(call, new JSONObject().put("backups", out));
    }

    private Bundle download(Request call, Bundle in) throws JSONException {
        Bundle late = overdue(call, in);
        if (late != null) {
            return late;
        }
        long id = call.args().getLong("backup_id");
        if (!call.largeResults()) {
            return Answers.error(call.requestId(), Wire.RESULT_TOO_LARGE,
                    "Backups are sent as files: negotiate large_results", false);
        }
        BackupDao.Backup b = backups.get(id);
        if (b == null) {
            return Answers.error(call.requestId(), Wire.INVALID_ARGS, "No such backup", false);
        }
        File file = new File(backupDir, b.file);
        try {
            ParcelFileDescriptor[] ends = ParcelFileDescriptor.createPipe();
            Outlet.start(ends[1], "backup-" + id, out -> {
                Streams.send(file, out);
                Log.i(TAG, "backup " + b.id + " streamed to uid " + Binder.getCallingUid());
            });
            return Answers.file(call, "application/zip", ends[0], b.size, b.sha256);
        } catch (IOException e) {
            Log.w(TAG, "no pipe for backup " + id, e);
            return Answers.error(call.requestId(), Wire.INTERNAL_ERROR, Streams.forUser(e), true);
        }
    }

    /** create_backup: streams every notebook, note and attachment into files/backups/backup-<id>.zip. */
    private Bundle create(Request call) throws JSONException {
        String label = call.args().getString("label");
        if (label.isEmpty() || label.length() > 80) {
            return Answers.error(call.requestId(), Wire.INVALID_ARGS, "label must have 1 to 80 characters", false);
        }
        long id = backups.begin(label);
        String name = "backup-" + id + ".zip";
        File file = new File(backupDir, name);
        try {
            int count = BackupArchive.write(notes, attachmentDir, new FileOutputStream(file));
            Streams.Digest d = Streams.digest(file);
            backups.complete(id, name, d.size, d.sha256);
            return Answers.inline(call, new JSONObject().put("backup_id", id).put("notes", count)
                    .put("size_bytes", d.size));
        } catch (IOException e) {
            Log.w(TAG, "backup " + id + " failed", e);
            backups.drop(id);
            if (file.exists() && !file.delete()) {
                Log.w(TAG, "partial backup left behind");
            }
            return Answers.error(call.requestId(), Wire.INTERNAL_ERROR, Streams.forUser(e), true);
        }
    }

    private Bundle restore(Request call, Bundle in) throws JSONException {
        Bundle late = overdue(call, in);
        if (late != null) {
            return late;
        }
        File source;
        try {
            source = backupFile(call.args().getString("backup_uri"));
        } catch (IOException e) {
            source = null;
        }
        if (source == null) {
            return Answers.error(call.requestId(), Wire.INVALID_ARGS,
                    "backup_uri must name a stored backup or a file in Quillbin's inbox", false);
        }
        if (!call.confirmed()) {
            return askUser(call, "Replace every notebook and note with the backup " + source.getName());
        }
        BackupArchive.Contents contents;
        try (InputStream stream = new FileInputStream(source)) {
            contents = BackupArchive.read(stream, attachmentDir);
        } catch (IOException e) {
            Log.w(TAG, "restore from " + source + " failed", e);
            return Answers.error(call.requestId(), Wire.INTERNAL_ERROR, "Restore failed: " + e.getMessage(), false);
        }
        notes.replaceAll(contents.notebooks, contents.notes, contents.attachments);
        return Answers.inline(call, new JSONObject().put("restored", true)
                .put("notes", contents.notes.length()).put("files", contents.files));
    }

    private Bundle prune(Request call, Bundle in) throws JSONException {
        Bundle late = overdue(call, in);
        if (late != null) {
            return late;
        }
        int days = call.args().getInt("older_than_days");
        if (days < 1 || days > 3650) {
            return Answers.error(call.requestId(), Wire.INVALID_ARGS, "older_than_days must be 1 to 3650", false);
        }
        List<BackupDao.Backup> old = backups.olderThan(System.currentTimeMillis() - days * DAY_MS);
        if (old.isEmpty()) {
            return Answers.inline(call, new JSONObject().put("removed", 0));
        }
        if (!call.confirmed()) {
            return askUser(call, "Delete " + old.size() + " backups older than " + days + " days");
        }
        int removed = 0;
        for (BackupDao.Backup b : old) {
            backups.drop(b.id);
            if (!new File(backupDir, b.file).delete()) {
                Log.w(TAG, "backup file " + b.id + " was already gone");
            }
            removed++;
        }
        return Answers.inline(call, new JSONObject().put("removed", removed));
    }

    /**
     * content://com.quillbin.backup/backups/<id> names a stored backup, content://com.quillbin.backup/inbox/<name>
     * a backup file shared into Quillbin. The name arrives decoded (%2F is a slash again), so an inbox file counts
     * only when its canonical parent is the inbox itself.
     */
    private File backupFile(String uriText) throws IOException {
        Uri uri = Uri.parse(uriText);
        List<String> segments = uri.getPathSegments();
        if (!"content".equals(uri.getScheme()) || !PROVIDER_ID.equals(uri.getAuthority()) || segments.size() != 2) {
            return null;
        }
        if ("backups".equals(segments.get(0))) {
            BackupDao.Backup b = backupOf(uri);
            return b == null ? null : new File(backupDir, b.file);
        }
        if (!"inbox".equals(segments.get(0))) {
            return null;
        }
        File dir = inboxDir.getCanonicalFile();
        File file = new File(dir, uri.getLastPathSegment()).getCanonicalFile();
        if (!dir.equals(file.getParentFile()) || !file.isFile()) {
            return null;
        }
        return file;
    }

    private BackupDao.Backup backupOf(Uri uri) {
        try {
            return backups.get(Long.parseLong(uri.getLastPathSegment()));
        } catch (NumberFormatException e) {
            return null;
        }
    }

    // ---- content://com.quillbin.backup/backups/<id>, the URIs list_backups hands out ----

    @Override
    public ParcelFileDescriptor openFile(Uri uri, String mode) throws FileNotFoundException {
        requireCaller();
        List<String> segments = uri.getPathSegments();
        BackupDao.Backup b = segments.size() == 2 && "backups".equals(segments.get(0)) ? backupOf(uri) : null;
        if (b == null || !"r".equals(mode)) {
            throw new FileNotFoundException("No such backup");
        }
        return ParcelFileDescriptor.open(new File(backupDir, b.file), ParcelFileDescriptor.MODE_READ_ONLY);
    }

    /** Backups hold every note: only the caller the tools accept may open them. */
    private void requireCaller() {
        int uid = Binder.getCallingUid();
        if (!callers.permits(uid)) {
            throw new SecurityException("uid " + uid + " may not open Quillbin backups");
        }
    }

    @Override
    public String getType(Uri uri) {
        return "application/zip";
    }

    // ---- no table API: ClawSeed uses call() ----

    @Override
    public Cursor query(Uri uri, String[] projection, String selection, String[] selectionArgs, String sortOrder) {
        throw refused("query");
    }

    @Override
    public Uri insert(Uri uri, ContentValues values) {
        throw refused("insert");
    }

    @Override
    public int update(Uri uri, ContentValues values, String selection, String[] selectionArgs) {
        throw refused("update");
    }

    @Override
    public int delete(Uri uri, String selection, String[] selectionArgs) {
        throw refused("delete");
    }

    private UnsupportedOperationException refused(String what) {
        Log.w(TAG, what + " from uid " + Binder.getCallingUid() + " refused: use call()");
        return new UnsupportedOperationException(what + " is not offered");
    }
}
