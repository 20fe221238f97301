package com.tallycrate.archive;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.os.ParcelFileDescriptor;
import android.util.Log;
import com.tallycrate.cetp.CallerCheck;
import com.tallycrate.cetp.Cetp;
import com.tallycrate.cetp.Replies;
import com.tallycrate.cetp.ResumeFiles;
import com.tallycrate.cetp.Sessions;
import com.tallycrate.cetp.ToolCall;
import com.tallycrate.data.ArchiveDao;
import com.tallycrate.data.CrateDatabase;
import com.tallycrate.data.OutcomeLedger;
import com.tallycrate.io.Pipe;
import com.tallycrate.io.Streams;
import com.tallycrate.ui.ConfirmActivity;
import java.io.BufferedInputStream;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ConcurrentHashMap;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.zip.ZipFile;
import java.util.zip.ZipInputStream;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** CETP v2 tools over ZIP archives imported into Tallycrate (bank statements, warranty papers): list, fetch, import, purge. */
public final class ArchiveToolProvider extends ContentProvider {
    private static final String TAG = "ArchiveTools";
    static final String AUTHORITY = "com.tallycrate.archive";
    private static final String NAME = "Tallycrate Archive";

    static final String LIST = "list_archives";
    static final String FETCH = "fetch_attachment";
    static final String IMPORT = "import_archive";
    static final String PURGE = "purge_archive";

    private static final long CONFIRM_ABOVE_BYTES = 20L * 1024L * 1024L;
    private static final int MAX_ENTRIES = 2000;

    private static final String LIST_IN = "{\"type\":\"object\",\"properties\":{\"label\":{\"type\":\"string\","
            + "\"minLength\":1,\"maxLength\":80}},\"additionalProperties\":false}";
    private static final String LIST_OUT = "{\"type\":\"object\",\"properties\":{\"archives\":{\"type\":\"array\"}},"
            + "\"required\":[\"archives\"]}";
    private static final String FETCH_IN = "{\"type\":\"object\",\"properties\":{\"entry_id\":{\"type\":\"integer\"}},"
            + "\"required\":[\"entry_id\"],\"additionalProperties\":false}";
    private static final String FETCH_OUT = "{\"type\":\"string\",\"contentEncoding\":\"binary\"}";
    private static final String IMPORT_IN = "{\"type\":\"object\",\"properties\":{\"inbox_uri\":{\"type\":\"string\","
            + "\"maxLength\":300},\"label\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":80}},"
            + "\"required\":[\"inbox_uri\",\"label\"],\"additionalProperties\":false}";
    private static final String IMPORT_OUT = "{\"type\":\"object\",\"properties\":{\"archive_id\":{\"type\":\"integer\"},"
            + "\"entries\":{\"type\":\"integer\"}},\"required\":[\"archive_id\",\"entries\"]}";
    private static final String PURGE_IN = "{\"type\":\"object\",\"properties\":{\"archive_id\":{\"type\":\"integer\"}},"
            + "\"required\":[\"archive_id\"],\"additionalProperties\":false}";
    private static final String PURGE_OUT = "{\"type\":\"object\",\"properties\":{\"purged\":{\"type\":\"boolean\"}},"
            + "\"required\":[\"purged\"]}";

    private CallerCheck callers;
    private Sessions sessions;
    private ArchiveDao dao;
    private OutcomeLedger ledger;
    private ResumeFiles resumes;
    private File inbox;
    private File store;
    /** The latest outcomes in front of the ledger, so that a burst of retries does not reach the database. */
    private final ConcurrentHashMap<String, OutcomeLedger.Outcome> recent = new ConcurrentHashMap<>();

    @Override
    public boolean onCreate() {
        callers = new CallerCheck(getContext());
        SQLiteDatabase db = CrateDatabase.get(getContext()).getWritableDatabase();
        sessions = new Sessions(db, AUTHORITY);
        dao = new ArchiveDao(db);
        ledger = new OutcomeLedger(db);
        resumes = ConfirmActivity.store(getContext());
        inbox = new File(getContext().getFilesDir(), "inbox");
        store = new File(getContext().getFilesDir(), "archives");
        return store.isDirectory() || store.mkdirs();
    }

    // ---- CETP ----

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        Bundle in = extras != null ? extras : Bundle.EMPTY;
        String requestId = in.getString(Cetp.REQUEST_ID);
        if (!callers.allowed(uid)) {
            return Replies.error(requestId, Cetp.PERMISSION_DENIED, "This app may not use Tallycrate's tools", false);
        }
        try {
            switch (method) {
                case Cetp.NEGOTIATE:
                    return sessions.negotiate(uid, in, NAME);
                case Cetp.GET_PROVIDER_INFO:
                    return providerInfo(uid, in);
                case Cetp.LIST_TOOLS:
                    return listTools(uid, in);
                case Cetp.EXECUTE_TOOL:
                    return executeTool(uid, in);
                default:
                    return Replies.error(requestId, Cetp.METHOD_NOT_FOUND, "Unknown method", false);
            }
        } catch (JSONException | RuntimeException e) {
            Log.e(TAG, method + " failed", e);
            return Replies.error(requestId, Cetp.INTERNAL_ERROR, "The request could not be handled", false);
        }
    }

    private Bundle providerInfo(int uid, Bundle in) throws JSONException {
        Bundle refused = Sessions.refuse(sessions.check(in.getString(Cetp.SESSION_TOKEN), uid), in);
        if (refused != null) {
            return refused;
        }
        return Replies.success(in.getString(Cetp.REQUEST_ID), new JSONObject()
                .put("provider_id", AUTHORITY)
                .put("provider_name", NAME)
                .put("description", "ZIP archives of statements and papers imported into Tallycrate")
                .put("schema_dialect", Cetp.SCHEMA_DIALECT)
                .put("scopes", new JSONArray()
                        .put(Cetp.scope("archives.read", "See your archived documents", "read"))
                        .put(Cetp.scope("archives.write", "Import and delete archives", "write"))));
    }

    private Bundle listTools(int uid, Bundle in) throws JSONException {
        Bundle refused = Sessions.refuse(sessions.check(in.getString(Cetp.SESSION_TOKEN), uid), in);
        if (refused != null) {
            return refused;
        }
        JSONArray tools = new JSONArray()
                .put(Cetp.tool(LIST, "List archives", "Lists imported archives and the documents in each.",
                        "read", "low", false, "never", "archives.read", LIST_IN, LIST_OUT))
                .put(Cetp.tool(FETCH, "Fetch document", "Returns one document of an archive as a file.",
                        "read", "low", false, "never", "archives.read", FETCH_IN, FETCH_OUT))
                .put(Cetp.tool(IMPORT, "Import archive", "Imports a ZIP file from Tallycrate's inbox. Large archives"
                        + " are confirmed on the phone.", "create", "moderate", false, "provider_policy",
                        "archives.write", IMPORT_IN, IMPORT_OUT))
                .put(Cetp.tool(PURGE, "Delete archive", "Deletes an archive and all its documents. Confirmed on the"
                        + " phone.", "delete", "high", true, "always", "archives.write", PURGE_IN, PURGE_OUT));
        return Replies.success(in.getString(Cetp.REQUEST_ID),
                new JSONObject().put("revision", "archive-3").put("tools", tools));
    }

    private Bundle executeTool(int uid, Bundle in) throws JSONException {
        int session = sessions.check(in.getString(Cetp.SESSION_TOKEN), uid);
        Bundle refused = Sessions.refuse(session, in);
        if (refused != null) {
            return refused;
        }
        String requestId = in.getString(Cetp.REQUEST_ID);
        String name = in.getString(Cetp.TOOL_NAME);
        if (!LIST.equals(name) && !FETCH.equals(name) && !IMPORT.equals(name) && !PURGE.equals(name)) {
            return Replies.error(requestId, Cetp.TOOL_NOT_FOUND, "No such tool", false);
        }
        String raw = in.getString(Cetp.ARGS, "{}");
        if (raw.getBytes(StandardCharsets.UTF_8).length > Cetp.MAX_REQUEST_BYTES) {
            return Replies.error(requestId, Cetp.INVALID_ARGS, "args exceed max_request_bytes", false);
        }
        JSONObject args;
        try {
            args = new JSONObject(raw);
        } catch (JSONException e) {
            return Replies.error(requestId, Cetp.INVALID_ARGS, "args must be a JSON object", false);
        }
        ToolCall call = new ToolCall(uid, AUTHORITY, requestId, name, raw, args, in.getString(Cetp.RESUME_TOKEN),
                session == Sessions.LARGE_RESULTS);
        boolean mutates = IMPORT.equals(name) || PURGE.equals(name);
        if (mutates) {
            OutcomeLedger.Outcome earlier = earlierOutcome(call);
            if (earlier != null) {
                return earlier.sameCall(call) ? earlier.replay(requestId)
                        : Replies.error(requestId, Cetp.INVALID_REQUEST, "request_id was used for another call", false);
            }
        }
        if (call.resumeToken() != null) {
            Bundle notResumed = resume(call);
            if (notResumed != null) {
                return notResumed;
            }
        }
        if (IMPORT.equals(name)) {
            // an import copies and indexes the whole archive in one go; cut short by a deadline it would leave a
            // half-indexed archive behind, so imports are not held to one
            return remember(call, run(call));
        }
        long deadline = in.getLong(Cetp.DEADLINE_AT_MS, 0L);
        if (deadline <= 0L) {
            return Replies.error(requestId, Cetp.INVALID_REQUEST, "deadline_at_ms is required", false);
        }
        if (System.currentTimeMillis() >= deadline) {
            return Replies.error(requestId, Cetp.DEADLINE_EXCEEDED, "The deadline has passed", false);
        }
        Bundle reply = run(call);
        return mutates ? remember(call, reply) : reply;
    }

    private OutcomeLedger.Outcome earlierOutcome(ToolCall call) {
        OutcomeLedger.Outcome outcome = recent.get(call.outcomeKey());
        if (outcome == null) {
            outcome = ledger.find(call);
            if (outcome != null) {
                recent.put(call.outcomeKey(), outcome);
            }
        }
        return outcome;
    }

    /** Keeps a terminal outcome in the ledger first, then in the map. */
    private Bundle remember(ToolCall call, Bundle reply) throws JSONException {
        if (!Cetp.USER_ACTION_REQUIRED.equals(reply.getString(Cetp.ERROR_CODE))) {
            OutcomeLedger.Outcome outcome = OutcomeLedger.Outcome.of(call, reply);
            ledger.keep(call, outcome);
            recent.put(call.outcomeKey(), outcome);
        }
        return reply;
    }

    /** Null when the call's resume token carries an approval for exactly this call; the token is spent either way. */
    private Bundle resume(ToolCall call) {
        int verdict;
        try {
            ResumeFiles.Record record = resumes.take(call.resumeToken());
            verdict = record == null ? ResumeFiles.UNUSABLE : record.verdict(call);
        } catch (IOException | JSONException e) {
            Log.w(TAG, "resume record unreadable", e);
            verdict = ResumeFiles.UNUSABLE;
        }
        if (verdict == ResumeFiles.DENIED) {
            return Replies.error(call.requestId(), Cetp.USER_CANCELLED, "The user did not allow it", false);
        }
        if (verdict != ResumeFiles.APPROVED) {
            return Replies.error(call.requestId(), Cetp.INVALID_REQUEST, "The resume token does not fit this call",
                    false);
        }
        call.approve();
        return null;
    }

    private Bundle run(ToolCall call) {
        try {
            switch (call.tool()) {
                case LIST:
                    return list(call);
                case FETCH:
                    return fetch(call);
                case IMPORT:
                    return importArchive(call);
                default:
                    return purge(call);
            }
        } catch (JSONException e) {
            return Replies.error(call.requestId(), Cetp.INVALID_ARGS, "args do not fit the input schema", false);
        }
    }

    private Bundle askUser(ToolCall call, String summary) {
        try {
            String token = resumes.open(call, summary);
            return Replies.userAction(call, ConfirmActivity.resolution(getContext(), token), token,
                    "Confirm on the phone: " + summary);
        } catch (IOException | JSONException e) {
            Log.w(TAG, "confirmation not opened", e);
            return Replies.error(call.requestId(), Cetp.INTERNAL_ERROR, "The confirmation could not be prepared", true);
        }
    }

    // ---- the tools ----

    private Bundle list(ToolCall call) throws JSONException {
        JSONObject a = call.args();
        String label = a.has("label") ? a.getString("label") : null;
        if (label != null && (label.isEmpty() || label.length() > 80)) {
            return Replies.error(call.requestId(), Cetp.INVALID_ARGS, "label must have 1 to 80 characters", false);
        }
        JSONArray archives = new JSONArray();
        try (Cursor c = dao.archives(label)) {
            while (c.moveToNext()) {
                long archiveId = c.getLong(0);
                JSONArray entries = new JSONArray();
                try (Cursor e = dao.entriesOf(archiveId)) {
                    while (e.moveToNext()) {
                        entries.put(new JSONObject()
                                .put("entry_id", e.getLong(0))
                                .put("name", e.getString(1))
                                .put("size_bytes", e.getLong(2))
                                .put("media_type", e.getString(3))
                                .put("uri", "content://" + AUTHORITY + "/entries/" + e.getLong(0)));
                    }
                }
                archives.put(new JSONObject()
                        .put("archive_id", archiveId)
                        .put("label", c.getString(1))
                        .put("size_bytes", c.getLong(2))
                        .put("imported_at_ms", c.getLong(3))
                        .put("entries", entries));
            }
        }
        return Replies.inline(call, new JSONObject().put("archives", archives));
    }

    private Bundle fetch(ToolCall call) throws JSONException {
        long id = call.args().getLong("entry_id");
        if (!call.largeResults()) {
            return Replies.error(call.requestId(), Cetp.RESULT_TOO_LARGE,
                    "Documents are returned as files: negotiate large_results", false);
        }
        ArchiveDao.Entry entry = dao.entry(id);
        if (entry == null) {
            return Replies.error(call.requestId(), Cetp.INVALID_ARGS, "No such document", false);
        }
        int uid = call.uid();
        try {
            Pipe pipe = Pipe.openReliable();
            pipe.feed("attachment-" + id, out -> {
                copyEntry(entry, out);
                dao.logDelivery(entry.id, uid);
            });
            // the consumer takes the pipe's sink and drains it while the writer thread is still copying
            return Replies.file(call, entry.mediaType, pipe.sink(), entry.size, entry.sha256);
        } catch (IOException e) {
            Log.w(TAG, "attachment pipe: " + Streams.detail(e));
            return Replies.error(call.requestId(), Cetp.INTERNAL_ERROR, Streams.userText(e), true);
        }
    }

    private Bundle importArchive(ToolCall call) throws JSONException {
        JSONObject a = call.args();
        String label = a.getString("label");
        if (label.isEmpty() || label.length() > 80) {
            return Replies.error(call.requestId(), Cetp.INVALID_ARGS, "label must have 1 to 80 characters", false);
        }
        File source;
        try {
            source = inboxFile(a.getString("inbox_uri"));
        } catch (IOException e) {
            source = null;
        }
        if (source == null) {
            return Replies.error(call.requestId(), Cetp.INVALID_ARGS,
                    "inbox_uri must name a file in Tallycrate's inbox", false);
        }
        if (source.length() > CONFIRM_ABOVE_BYTES && !call.approved()) {
            return askUser(call, String.format(Locale.ROOT, "Import %s (%d MB) as the archive \u201c%s\u201d",
                    source.getName(), source.length() >> 20, label));
        }
        long archiveId = dao.insertArchive(label, source.length());
        File target = archiveFile(archiveId);
        try {
            Streams.copyFile(source, target);
            List<ArchiveDao.Entry> entries = index(archiveId, target);
            dao.insertEntries(archiveId, entries);
            return Replies.inline(call, new JSONObject().put("archive_id", archiveId).put("entries", entries.size()));
        } catch (IOException e) {
            Log.w(TAG, "import of " + source + " failed", e);
            dao.deleteArchive(archiveId);
            if (target.exists() && !target.delete()) {
                Log.w(TAG, "left " + target + " behind");
            }
            return Replies.error(call.requestId(), Cetp.INTERNAL_ERROR, "The import stopped: " + Streams.detail(e),
                    false);
        }
    }

    private Bundle purge(ToolCall call) throws JSONException {
        long id = call.args().getLong("archive_id");
        String label = dao.label(id);
        if (label == null) {
            return Replies.error(call.requestId(), Cetp.INVALID_ARGS, "No such archive", false);
        }
        if (!call.approved()) {
            return askUser(call, "Delete the archive \u201c" + label + "\u201d and every document in it");
        }
        dao.deleteArchive(id);
        if (!archiveFile(id).delete()) {
            Log.w(TAG, "archive file " + id + " was already gone");
        }
        return Replies.inline(call, new JSONObject().put("archive_id", id).put("purged", true));
    }

    /**
     * content://com.tallycrate.archive/inbox/<name> to that file of files/inbox. The segment comes back decoded
     * (%2F is a slash again), so the file is accepted only when its canonical parent is the inbox itself.
     */
    private File inboxFile(String uriText) throws IOException {
        Uri uri = Uri.parse(uriText);
        List<String> path = uri.getPathSegments();
        if (!"content".equals(uri.getScheme()) || !AUTHORITY.equals(uri.getAuthority()) || path.size() != 2
                || !"inbox".equals(path.get(0))) {
            return null;
        }
        File dir = inbox.getCanonicalFile();
        File file = new File(dir, uri.getLastPathSegment()).getCanonicalFile();
        if (!dir.equals(file.getParentFile()) || !file.isFile()) {
            return null;
        }
        return file;
    }

    private File archiveFile(long archiveId) {
        return new File(store, archiveId + ".zip");
    }

    /** Names, sizes and digests of the archive's files, read once with a ZipInputStream. */
    private static List<ArchiveDao.Entry> index(long archiveId, File zip) throws IOException {
        List<ArchiveDao.Entry> entries = new ArrayList<>();
        try (ZipInputStream in = new ZipInputStream(new BufferedInputStream(new FileInputStream(zip)))) {
            ZipEntry e;
            while ((e = in.getNextEntry()) != null) {
                if (e.isDirectory()) {
                    continue;
                }
                if (entries.size() == MAX_ENTRIES) {
                    throw new ZipException("more than " + MAX_ENTRIES + " entries");
                }
                Streams.Measure m = Streams.measure(in);
                entries.add(new ArchiveDao.Entry(0L, archiveId, e.getName(), m.size, m.sha256, mediaType(e.getName())));
                in.closeEntry();
            }
        }
        return entries;
    }

    private static String mediaType(String name) {
        String lower = name.toLowerCase(Locale.ROOT);
        if (lower.endsWith(".pdf")) {
            return "application/pdf";
        }
        if (lower.endsWith(".jpg") || lower.endsWith(".jpeg")) {
            return "image/jpeg";
        }
        if (lower.endsWith(".png")) {
            return "image/png";
        }
        return lower.endsWith(".csv") ? "text/csv" : "application/octet-stream";
    }

    /** Streams one entry out of its stored archive. */
    private void copyEntry(ArchiveDao.Entry entry, OutputStream out) throws IOException {
        try (ZipFile zip = new ZipFile(archiveFile(entry.archiveId))) {
            ZipEntry e = zip.getEntry(entry.name);
            if (e == null) {
                throw new FileNotFoundException("entry " + entry.id + " is not in its archive");
            }
            try (InputStream in = zip.getInputStream(e)) {
                Streams.copy(in, out);
            }
        }
    }

    // ---- content URIs: content://com.tallycrate.archive/entries/<entry id>, handed out by list_archives ----

    @Override
    public ParcelFileDescriptor openFile(Uri uri, String mode) throws FileNotFoundException {
        ArchiveDao.Entry entry = entryOf(uri);
        if (entry == null || !"r".equals(mode)) {
            throw new FileNotFoundException("No such document");
        }
        try {
            Pipe pipe = Pipe.openReliable();
            pipe.feed("entry-view", out -> copyEntry(entry, out));
            return pipe.source();
        } catch (IOException e) {
            throw new FileNotFoundException("Document unavailable");
        }
    }

    private ArchiveDao.Entry entryOf(Uri uri) {
        List<String> path = uri.getPathSegments();
        if (path.size() != 2 || !"entries".equals(path.get(0))) {
            return null;
        }
        try {
            return dao.entry(Long.parseLong(uri.getLastPathSegment()));
        } catch (NumberFormatException e) {
            return null;
        }
    }

    @Override
    public String getType(Uri uri) {
        ArchiveDao.Entry entry = entryOf(uri);
        return entry == null ? null : entry.mediaType;
    }

    // ---- the table API is not offered ----

    @Override
    public Cursor query(Uri uri, String[] projection, String selection, String[] selectionArgs, String sortOrder) {
        throw tableApi("query");
    }

    @Override
    public Uri insert(Uri uri, ContentValues values) {
        throw tableApi("insert");
    }

    @Override
    public int update(Uri uri, ContentValues values, String selection, String[] selectionArgs) {
        throw tableApi("update");
    }

    @Override
    public int delete(Uri uri, String selection, String[] selectionArgs) {
        throw tableApi("delete");
    }

    private UnsupportedOperationException tableApi(String what) {
        Log.w(TAG, what + " refused for uid " + Binder.getCallingUid() + ": this authority answers call() only");
        return new UnsupportedOperationException(what);
    }
}
