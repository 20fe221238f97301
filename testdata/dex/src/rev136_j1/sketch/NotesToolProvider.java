package com.quillbin.notes;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.res.AssetFileDescriptor;
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
import com.quillbin.data.NoteCursor;
import com.quillbin.data.NotesDao;
import com.quillbin.data.QuillDatabase;
import com.quillbin.io.FileCache;
import com.quillbin.io.Outlet;
import com.quillbin.io.Streams;
import com.quillbin.ui.ApproveActivity;
import java.io.BufferedOutputStream;
import java.io.File;
import java.io.FileNotFoundException;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.TimeoutException;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** CETP v2 tools over Quillbin's notebooks: search, attachments as files, notebook export, attach, delete. */
public final class NotesToolProvider extends ContentProvider {
    private static final String TAG = "NotesTools";
    static final String PROVIDER_ID = "com.quillbin.notes";
    private static final String DISPLAY_NAME = "Quillbin Notes";

    static final String FIND = "find_notes";
    static final String ATTACHMENT = "note_attachment";
    static final String EXPORT = "export_notebook";
    static final String ATTACH = "attach_file";
    static final String DELETE = "delete_notebook";

    private static final String FIND_IN = "{\"type\":\"object\",\"properties\":{"
            + "\"text\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":200},"
            + "\"notebook\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":80},"
            + "\"tag\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":40},"
            + "\"limit\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":100}},\"additionalProperties\":false}";
    private static final String FIND_OUT = "{\"type\":\"object\",\"properties\":{\"notes\":{\"type\":\"array\"}},"
            + "\"required\":[\"notes\"]}";
    private static final String ATTACHMENT_IN = "{\"type\":\"object\",\"properties\":{\"attachment_id\":"
            + "{\"type\":\"integer\"}},\"required\":[\"attachment_id\"],\"additionalProperties\":false}";
    private static final String ATTACHMENT_OUT = "{\"type\":\"string\",\"contentEncoding\":\"binary\"}";
    private static final String NOTEBOOK_IN = "{\"type\":\"object\",\"properties\":{\"notebook_id\":"
            + "{\"type\":\"integer\"}},\"required\":[\"notebook_id\"],\"additionalProperties\":false}";
    private static final String EXPORT_OUT = "{\"type\":\"string\",\"contentMediaType\":\"application/zip\"}";
    private static final String ATTACH_IN = "{\"type\":\"object\",\"properties\":{\"note_id\":{\"type\":\"integer\"},"
            + "\"inbox_uri\":{\"type\":\"string\",\"maxLength\":300}},\"required\":[\"note_id\",\"inbox_uri\"],"
            + "\"additionalProperties\":false}";
    private static final String ATTACH_OUT = "{\"type\":\"object\",\"properties\":{\"attachment_id\":"
            + "{\"type\":\"integer\"},\"size_bytes\":{\"type\":\"integer\"}},\"required\":[\"attachment_id\"]}";
    private static final String DELETE_OUT = "{\"type\":\"object\",\"properties\":{\"deleted\":{\"type\":\"boolean\"},"
            + "\"files_removed\":{\"type\":\"integer\"}},\"required\":[\"deleted\"]}";

    private CallerPolicy callers;
    private SessionTable sessions;
    private NotesDao notes;
    private Approvals approvals;
    private FileCache results;
    private File attachmentDir;
    private File inboxDir;
    /** Terminal answers of attach_file and delete_notebook by dedup key, replayed when a request id comes back. */
    private final Map<String, Answers.Kept> answered = new HashMap<>();

    @Override
    public boolean onCreate() {
        callers = new CallerPolicy(getContext());
        SQLiteDatabase db = QuillDatabase.of(getContext()).getWritableDatabase();
        sessions = new SessionTable(db, PROVIDER_ID);
        notes = new NotesDao(db);
        approvals = ApproveActivity.approvals(getContext());
        results = new FileCache(new File(getContext().getCacheDir(), "results"), Wire.IDEMPOTENCY_WINDOW_MS);
        attachmentDir = new File(getContext().getFilesDir(), "attachments");
        inboxDir = new File(getContext().getFilesDir(), "inbox");
        results.sweep();
        return attachmentDir.isDirectory() || attachmentDir.mkdirs();
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
                .put("description", "Notebooks, notes and their attachments kept in Quillbin")
                .put("schema_dialect", Wire.SCHEMA_DIALECT)
                .put("scopes", new JSONArray()
                        .put(Wire.scope("notes.read", "Read your notes and attachments", "read"))
                        .put(Wire.scope("notes.write", "Attach files and delete notebooks", "write"))));
    }

    private Bundle listTools(int uid, Bundle in) throws JSONException {
        Bundle problem = SessionTable.envelopeProblem(sessions.lookup(in.getString(Wire.SESSION_TOKEN), uid), in);
        if (problem != null) {
            return problem;
        }
        JSONArray tools = new JSONArray()
                .put(Wire.tool(FIND, "Find notes", "Searches note titles and text, optionally within one notebook"
                        + " or tag.", "notes.read", "read", "low", false, "never", FIND_IN, FIND_OUT))
                .put(Wire.tool(ATTACHMENT, "Get attachment", "Returns one attachment of a note as a file.",
                        "notes.read", "read", "low", false, "never", ATTACHMENT_IN, ATTACHMENT_OUT))
                .put(Wire.tool(EXPORT, "Export notebook", "Returns a notebook as a ZIP of Markdown files and"
                        + " attachments.", "notes.read", "read", "low", false, "never", NOTEBOOK_IN, EXPORT_OUT))
                .put(Wire.tool(ATTACH, "Attach file", "Copies a file from Quillbin's inbox onto a note.",
                        "notes.write", "create", "moderate", false, "never", ATTACH_IN, ATTACH_OUT))
                .put(Wire.tool(DELETE, "Delete notebook", "Deletes a notebook, its notes and attachments. The"
                        + " user confirms on the phone.", "notes.write", "delete", "high", true, "always",
                        NOTEBOOK_IN, DELETE_OUT));
        return Answers.ok(in.getString(Wire.REQUEST_ID),
                new JSONObject().put("revision", "notes-7").put("tools", tools));
    }

    private Bundle executeTool(int uid, Bundle in) throws JSONException {
        int session = sessions.lookup(in.getString(Wire.SESSION_TOKEN), uid);
        Bundle problem = SessionTable.envelopeProblem(session, in);
        if (problem != null) {
            return problem;
        }
        String requestId = in.getString(Wire.REQUEST_ID);
        long deadline = in.getLong(Wire.DEADLINE_AT_MS, 0L);
        if (deadline <= 0L) {
            return Answers.error(requestId, Wire.INVALID_REQUEST, "deadline_at_ms is required", false);
        }
        if (System.currentTimeMillis() >= deadline) {
            return Answers.error(requestId, Wire.DEADLINE_EXCEEDED, "The deadline passed before the call started",
                    false);
        }
        String tool = in.getString(Wire.TOOL_NAME);
        if (!FIND.equals(tool) && !ATTACHMENT.equals(tool) && !EXPORT.equals(tool) && !ATTACH.equals(tool)
                && !DELETE.equals(tool)) {
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
        boolean mutating = ATTACH.equals(tool) || DELETE.equals(tool);
        if (mutating) {
            Answers.Kept before;
            synchronized (answered) {
                before = answered.get(call.dedupKey());
            }
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
        Bundle answer = run(call, deadline);
        if (mutating && !Wire.USER_ACTION_REQUIRED.equals(answer.getString(Wire.ERROR_CODE))) {
            Answers.Kept kept = Answers.Kept.of(call, answer);
            synchronized (answered) {
                answered.put(call.dedupKey(), kept);
            }
        }
        return answer;
    }

    /** Null when the resume token carries the user's approval of exactly this call; the ticket is used up. */
    private Bundle resume(Request call) {
        int verdict;
        try {
            Approvals.Ticket ticket = approvals.redeem(call.resumeToken());
            verdict = ticket == null ? Approvals.INVALID : ticket.verdict(call);
        } catch (IOException | JSONException e) {
            Log.w(TAG, "approval ticket unreadable", e);
            verdict = Approvals.INVALID;
        }
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

    private Bundle run(Request call, long deadline) {
        try {
            switch (call.tool()) {
                case FIND:
                    return find(call);
                case ATTACHMENT:
                    return attachment(call);
                case EXPORT:
                    return export(call, deadline);
                case ATTACH:
                    return attach(call);
                default:
                    return deleteNotebook(call);
            }
        } catch (JSONException e) {
            return Answers.error(call.requestId(), Wire.INVALID_ARGS, "args do not match the input schema", false);
        }
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

    private Bundle find(Request call) throws JSONException {
        JSONObject a = call.args();
        NotesDao.Query q = new NotesDao.Query();
        q.text = text(a, "text", 200);
        q.notebook = text(a, "notebook", 80);
        q.tag = text(a, "tag", 40);
        q.limit = a.optInt("limit", 25);
        if (q.limit < 1 || q.limit > 100) {
            return Answers.error(call.requestId(), Wire.INVALID_ARGS, "limit must be between 1 and 100", false);
        }
        JSONArray found = new JSONArray();
        try (NoteCursor c = notes.find(q)) {
            while (c.moveToNext()) {
                found.put(c.summary());
            }
        }
        return Answers.inline(call, new JSONObject().put("notes", found));
    }

    private Bundle attachment(Request call) throws JSONException {
        long id = call.args().getLong("attachment_id");
        if (!call.largeResults()) {
            return Answers.error(call.requestId(), Wire.RESULT_TOO_LARGE,
                    "Attachments are sent as files: negotiate large_results", false);
        }
        NotesDao.Attachment a = notes.attachment(id);
        if (a == null) {
            return Answers.error(call.requestId(), Wire.INVALID_ARGS, "No such attachment", false);
        }
        File file = new File(attachmentDir, a.file);
        int uid = call.uid();
        try {
            ParcelFileDescriptor[] ends = ParcelFileDescriptor.createReliablePipe();
            Outlet.start(ends[1], "attachment-" + id, out -> {
                Streams.send(file, out);
                Log.i(TAG, "attachment " + a.id + " streamed to uid " + uid);
            });
            return Answers.file(call, a.mediaType, ends[1], a.size, a.sha256);
        } catch (IOException e) {
            Log.w(TAG, "no pipe for attachment " + id, e);
            return Answers.error(call.requestId(), Wire.INTERNAL_ERROR, Streams.forUser(e), true);
        }
    }

    private Bundle export(Request call, long deadline) throws JSONException {
        long notebookId = call.args().getLong("notebook_id");
        if (!call.largeResults()) {
            return Answers.error(call.requestId(), Wire.RESULT_TOO_LARGE,
                    "Exports are sent as files: negotiate large_results", false);
        }
        if (notes.notebookName(notebookId) == null) {
            return Answers.error(call.requestId(), Wire.INVALID_ARGS, "No such notebook", false);
        }
        File slot = results.slot(call.uid(), PROVIDER_ID, call.requestId(), ".zip");
        try {
            if (!results.holds(slot)) {
                File part = new File(slot.getPath() + ".part");
                try (NoteCursor c = notes.inNotebook(notebookId);
                        OutputStream out = new FileOutputStream(part)) {
                    writeNotebook(c, deadline, out);
                }
                if (!part.renameTo(slot)) {
                    throw new IOException("export could not be stored");
                }
            }
            Streams.Digest d = Streams.digest(slot);
            ParcelFileDescriptor fd = ParcelFileDescriptor.open(slot, ParcelFileDescriptor.MODE_READ_ONLY);
            return Answers.file(call, "application/zip", fd, d.size, d.sha256);
        } catch (TimeoutException e) {
            return Answers.error(call.requestId(), Wire.DEADLINE_EXCEEDED, "The export ran past the deadline", false);
        } catch (IOException e) {
            Log.w(TAG, "export of notebook " + notebookId + " failed", e);
            return Answers.error(call.requestId(), Wire.INTERNAL_ERROR, Streams.forUser(e), false);
        }
    }

    /** One Markdown file per note and the note's attachments beside it; the deadline is looked at before each note. */
    private void writeNotebook(NoteCursor c, long deadline, OutputStream out)
            throws IOException, JSONException, TimeoutException {
        try (ZipOutputStream zip = new ZipOutputStream(new BufferedOutputStream(out))) {
            while (c.moveToNext()) {
                if (System.currentTimeMillis() >= deadline) {
                    throw new TimeoutException("deadline reached after " + c.id());
                }
                String base = "note-" + c.id();
                zip.putNextEntry(new ZipEntry(base + ".md"));
                zip.write(markdown(c).getBytes(StandardCharsets.UTF_8));
                zip.closeEntry();
                for (NotesDao.Attachment a : notes.attachmentsOfNote(c.id())) {
                    zip.putNextEntry(new ZipEntry(base + "/" + a.id + suffix(a.mediaType)));
                    Streams.send(new File(attachmentDir, a.file), zip);
                    zip.closeEntry();
                }
            }
        }
    }

    private static String markdown(NoteCursor c) throws JSONException {
        return "# " + c.title() + "\n\n" + c.body() + "\n\ntags: " + c.tags().toString() + "\n";
    }

    /** attach_file: copies a file that the share sheet dropped into Quillbin's inbox onto a note. */
    private Bundle attach(Request call) throws JSONException {
        JSONObject a = call.args();
        long noteId = a.getLong("note_id");
        if (!notes.noteExists(noteId)) {
            return Answers.error(call.requestId(), Wire.INVALID_ARGS, "No such note", false);
        }
        Uri uri = Uri.parse(a.getString("inbox_uri"));
        List<String> segments = uri.getPathSegments();
        if (!"content".equals(uri.getScheme()) || !PROVIDER_ID.equals(uri.getAuthority()) || segments.size() != 2
                || !"inbox".equals(segments.get(0))) {
            return Answers.error(call.requestId(), Wire.INVALID_ARGS,
                    "inbox_uri must look like content://com.quillbin.notes/inbox/<file>", false);
        }
        String name = uri.getLastPathSegment();
        File source = new File(inboxDir, name);
        if (!source.isFile()) {
            return Answers.error(call.requestId(), Wire.INVALID_ARGS, "The inbox has no such file", false);
        }
        String type = mediaType(name);
        File target = new File(attachmentDir, UUID.randomUUID() + suffix(type));
        try {
            Streams.copyFile(source, target);
            Streams.Digest d = Streams.digest(target);
            long id = notes.addAttachment(noteId, target.getName(), type, d.size, d.sha256);
            return Answers.inline(call, new JSONObject().put("attachment_id", id).put("size_bytes", d.size));
        } catch (IOException e) {
            Log.w(TAG, "attach to note " + noteId + " failed", e);
            if (target.exists() && !target.delete()) {
                Log.w(TAG, "partial attachment left behind");
            }
            return Answers.error(call.requestId(), Wire.INTERNAL_ERROR, Streams.forUser(e), false);
        }
    }

    private Bundle deleteNotebook(Request call) throws JSONException {
        long id = call.args().getLong("notebook_id");
        String name = notes.notebookName(id);
        if (name == null) {
            return Answers.error(call.requestId(), Wire.INVALID_ARGS, "No such notebook", false);
        }
        if (!call.confirmed()) {
            return askUser(call, "Delete the notebook \u201c" + name + "\u201d with all of its notes and attachments");
        }
        int removed = 0;
        for (String f : notes.deleteNotebook(id)) {
            if (new File(attachmentDir, f).delete()) {
                removed++;
            }
        }
        return Answers.inline(call, new JSONObject().put("notebook_id", id).put("deleted", true)
                .put("files_removed", removed));
    }

    private static String text(JSONObject a, String key, int max) throws JSONException {
        if (!a.has(key)) {
            return null;
        }
        String v = a.getString(key);
        if (v.isEmpty() || v.length() > max) {
            throw new JSONException(key + " has the wrong length");
        }
        return v;
    }

    private static String mediaType(String name) {
        int dot = name.lastIndexOf('.');
        switch (dot < 0 ? "" : name.substring(dot + 1).toLowerCase(Locale.ROOT)) {
            case "jpg":
            case "jpeg":
                return "image/jpeg";
            case "png":
                return "image/png";
            case "pdf":
                return "application/pdf";
            case "txt":
                return "text/plain";
            default:
                return "application/octet-stream";
        }
    }

    /** File name ending for a stored attachment, from its media type. */
    private static String suffix(String mediaType) {
        switch (mediaType) {
            case "image/jpeg":
                return ".jpg";
            case "image/png":
                return ".png";
            case "application/pdf":
                return ".pdf";
            case "text/plain":
                return ".txt";
            default:
                return ".bin";
        }
    }

    // ---- content://com.quillbin.notes/attachments/<id>: previews for the editor and the share sheet ----

    @Override
    public AssetFileDescriptor openAssetFile(Uri uri, String mode) throws FileNotFoundException {
        if (!"r".equals(mode)) {
            throw new FileNotFoundException("Attachments are read-only");
        }
        NotesDao.Attachment a = attachmentOf(uri);
        if (a == null) {
            throw new FileNotFoundException("No such attachment");
        }
        File file = new File(attachmentDir, a.file);
        try {
            ParcelFileDescriptor[] ends = ParcelFileDescriptor.createPipe();
            Outlet.start(ends[1], "preview-" + a.id, out -> Streams.send(file, out));
            return new AssetFileDescriptor(ends[0], 0L, AssetFileDescriptor.UNKNOWN_LENGTH);
        } catch (IOException e) {
            throw new FileNotFoundException("Attachment unavailable");
        }
    }

    private NotesDao.Attachment attachmentOf(Uri uri) {
        List<String> segments = uri.getPathSegments();
        if (segments.size() != 2 || !"attachments".equals(segments.get(0))) {
            return null;
        }
        try {
            return notes.attachment(Long.parseLong(uri.getLastPathSegment()));
        } catch (NumberFormatException e) {
            return null;
        }
    }

    @Override
    public String getType(Uri uri) {
        NotesDao.Attachment a = attachmentOf(uri);
        return a == null ? null : a.mediaType;
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
