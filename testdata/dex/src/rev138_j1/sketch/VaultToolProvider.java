package com.trailmark.vault;

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
import com.trailmark.cetp.Call;
import com.trailmark.cetp.Gate;
import com.trailmark.cetp.Keys;
import com.trailmark.cetp.Replies;
import com.trailmark.cetp.Sessions;
import com.trailmark.cetp.Tickets;
import com.trailmark.data.Outcomes;
import com.trailmark.data.SnapshotDao;
import com.trailmark.data.TrailDb;
import com.trailmark.data.TripDao;
import com.trailmark.io.AccessLog;
import com.trailmark.io.Copy;
import com.trailmark.io.IoErrors;
import com.trailmark.io.Pump;
import com.trailmark.io.TripZip;
import com.trailmark.ui.ConfirmActivity;
import java.io.BufferedOutputStream;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileNotFoundException;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeoutException;
import java.util.zip.ZipException;
import java.util.zip.ZipOutputStream;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** CETP v2 tools over whole-library snapshots: list, fetch, take, restore. */
public final class VaultToolProvider extends ContentProvider {
    private static final String TAG = "VaultTools";
    static final String PROVIDER_ID = "com.trailmark.vault";
    private static final String NAME = "Trailmark Vault";

    static final String LIST = "list_snapshots";
    static final String FETCH = "fetch_snapshot";
    static final String TAKE = "take_snapshot";
    static final String RESTORE = "restore_snapshot";

    private static final String LIST_IN = "{\"type\":\"object\",\"properties\":{\"label\":{\"type\":\"string\","
            + "\"minLength\":1,\"maxLength\":80},\"limit\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":100}},"
            + "\"additionalProperties\":false}";
    private static final String LIST_OUT = "{\"type\":\"object\",\"properties\":{\"snapshots\":{\"type\":\"array\"}},"
            + "\"required\":[\"snapshots\"]}";
    private static final String SNAPSHOT_IN = "{\"type\":\"object\",\"properties\":{\"snapshot_id\":"
            + "{\"type\":\"integer\",\"minimum\":1}},\"required\":[\"snapshot_id\"],\"additionalProperties\":false}";
    private static final String FETCH_OUT = "{\"type\":\"string\",\"contentMediaType\":\"application/zip\"}";
    private static final String TAKE_IN = "{\"type\":\"object\",\"properties\":{\"label\":{\"type\":\"string\","
            + "\"minLength\":1,\"maxLength\":80}},\"required\":[\"label\"],\"additionalProperties\":false}";
    private static final String TAKE_OUT = "{\"type\":\"object\",\"properties\":{"
            + "\"snapshot_id\":{\"type\":\"integer\"},\"trips\":{\"type\":\"integer\"},"
            + "\"size_bytes\":{\"type\":\"integer\"}},\"required\":[\"snapshot_id\"]}";
    private static final String RESTORE_OUT = "{\"type\":\"object\",\"properties\":{"
            + "\"restored\":{\"type\":\"boolean\"},\"trips\":{\"type\":\"integer\"}},\"required\":[\"restored\"]}";

    private Gate gate;
    private Sessions sessions;
    private TripDao trips;
    private SnapshotDao snapshots;
    private Outcomes ledger;
    private Tickets tickets;
    private AccessLog audit;
    private TripZip zipper;
    private File snapshotDir;
    /** Recently kept outcomes in front of the ledger, so that a burst of retries costs no query. */
    private final ConcurrentHashMap<String, Replies.Outcome> recent = new ConcurrentHashMap<>();

    @Override
    public boolean onCreate() {
        gate = new Gate(getContext());
        SQLiteDatabase db = TrailDb.open(getContext());
        sessions = new Sessions(db, PROVIDER_ID, NAME);
        trips = new TripDao(db);
        snapshots = new SnapshotDao(db);
        ledger = new Outcomes(db);
        tickets = ConfirmActivity.tickets(getContext());
        audit = new AccessLog(new File(getContext().getFilesDir(), "access.log"));
        zipper = new TripZip(getContext().getFilesDir(), new File(getContext().getCacheDir(), "staging"), trips);
        snapshotDir = new File(getContext().getFilesDir(), "snapshots");
        return snapshotDir.isDirectory() || snapshotDir.mkdirs();
    }

    // ---- CETP v2 over call() ----

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        Bundle in = extras != null ? extras : Bundle.EMPTY;
        String requestId = in.getString(Keys.REQUEST_ID);
        if (!gate.admits(uid)) {
            return Replies.error(requestId, Keys.E_PERMISSION_DENIED, "This app may not use Trailmark's tools",
                    false);
        }
        try {
            switch (method) {
                case Keys.M_NEGOTIATE:
                    return sessions.negotiate(uid, in);
                case Keys.M_PROVIDER_INFO:
                    return providerInfo(uid, in);
                case Keys.M_LIST_TOOLS:
                    return listTools(uid, in);
                case Keys.M_EXECUTE:
                    return executeTool(uid, in);
                default:
                    return Replies.error(requestId, Keys.E_METHOD_NOT_FOUND, "Unknown method", false);
            }
        } catch (JSONException | RuntimeException e) {
            Log.e(TAG, "call " + method + " failed", e);
            return Replies.error(requestId, Keys.E_INTERNAL, "Trailmark could not handle the request", false);
        }
    }

    private Bundle providerInfo(int uid, Bundle in) throws JSONException {
        Bundle refused = Sessions.refuse(in, sessions.lookup(in.getString(Keys.SESSION_TOKEN), uid));
        if (refused != null) {
            return refused;
        }
        JSONArray scopes = new JSONArray()
                .put(Keys.scope("vault.read", "See and download snapshots of your trips", "read", "personal"))
                .put(Keys.scope("vault.write", "Take snapshots and restore one over your trips", "write",
                        "personal"));
        return Replies.success(in.getString(Keys.REQUEST_ID), new JSONObject()
                .put("provider_id", PROVIDER_ID)
                .put("provider_name", NAME)
                .put("description", "Snapshots of the whole Trailmark trip library, kept on the phone")
                .put("schema_dialect", Keys.DIALECT)
                .put("scopes", scopes));
    }

    private Bundle listTools(int uid, Bundle in) throws JSONException {
        Bundle refused = Sessions.refuse(in, sessions.lookup(in.getString(Keys.SESSION_TOKEN), uid));
        if (refused != null) {
            return refused;
        }
        JSONArray tools = new JSONArray()
                .put(Keys.tool(LIST, "List snapshots", "Lists finished snapshots, newest first.", "vault.read",
                        "read", "low", false, "never", LIST_IN, LIST_OUT))
                .put(Keys.tool(FETCH, "Fetch snapshot", "Returns one snapshot as a ZIP file.", "vault.read", "read",
                        "low", false, "never", SNAPSHOT_IN, FETCH_OUT))
                .put(Keys.tool(TAKE, "Take snapshot", "Writes every trip with its track and photos into a new"
                        + " snapshot.", "vault.write", "create", "moderate", false, "never", TAKE_IN, TAKE_OUT))
                .put(Keys.tool(RESTORE, "Restore snapshot", "Replaces all trips on the phone with those of a"
                        + " snapshot. The user confirms on the phone.", "vault.write", "update", "high", true,
                        "always", SNAPSHOT_IN, RESTORE_OUT));
        return Replies.success(in.getString(Keys.REQUEST_ID),
                new JSONObject().put("revision", "vault-5").put("tools", tools));
    }

    private Bundle executeTool(int uid, Bundle in) throws JSONException {
        int session = sessions.lookup(in.getString(Keys.SESSION_TOKEN), uid);
        Bundle refused = Sessions.refuse(in, session);
        if (refused != null) {
            return refused;
        }
        String requestId = in.getString(Keys.REQUEST_ID);
        String tool = in.getString(Keys.TOOL_NAME, "");
        boolean mutating = TAKE.equals(tool) || RESTORE.equals(tool);
        if (!mutating && !LIST.equals(tool) && !FETCH.equals(tool)) {
            return Replies.error(requestId, Keys.E_TOOL_NOT_FOUND, "No such tool", false);
        }
        String raw = in.getString(Keys.ARGS, "{}");
        if (raw.getBytes(StandardCharsets.UTF_8).length > Keys.MAX_REQUEST_BYTES) {
            return Replies.error(requestId, Keys.E_INVALID_ARGS, "args exceed max_request_bytes", false);
        }
        JSONObject args;
        try {
            args = new JSONObject(raw);
        } catch (JSONException e) {
            return Replies.error(requestId, Keys.E_INVALID_ARGS, "args must be a JSON object", false);
        }
        Call call = new Call(uid, PROVIDER_ID, requestId, tool, raw, args, in.getString(Keys.RESUME_TOKEN),
                (session & Sessions.FILES) != 0);
        if (mutating) {
            Replies.Outcome before = earlier(call);
            if (before != null) {
                return before.replay(call);
            }
        }
        if (call.resumeToken != null) {
            Bundle stop = resume(call);
            if (stop != null) {
                return stop;
            }
        }
        Bundle reply;
        try {
            switch (tool) {
                case LIST:
                    reply = list(call, in);
                    break;
                case FETCH:
                    reply = fetch(call, in);
                    break;
                case TAKE:
                    reply = take(call);
                    break;
                default:
                    reply = restore(call, in);
                    break;
            }
        } catch (JSONException e) {
            reply = Replies.fail(call, Keys.E_INVALID_ARGS, "args do not match the input schema");
        }
        if (mutating && !Keys.E_USER_ACTION_REQUIRED.equals(reply.getString(Keys.ERROR_CODE))) {
            remember(call, reply);
        }
        return reply;
    }

    private Replies.Outcome earlier(Call call) {
        Replies.Outcome kept = recent.get(call.key());
        if (kept == null) {
            kept = ledger.find(call);
            if (kept != null) {
                recent.put(call.key(), kept);
            }
        }
        return kept;
    }

    /** The outcome goes into the ledger first; the map only spares the next retry a query. */
    private void remember(Call call, Bundle reply) throws JSONException {
        Replies.Outcome outcome = Replies.Outcome.of(call, reply);
        ledger.keep(call, outcome);
        recent.put(call.key(), outcome);
    }

    /** Null when the call's resume token belongs to a ticket the user granted for exactly this call. */
    private Bundle resume(Call call) {
        int verdict;
        try {
            verdict = tickets.check(call);
        } catch (IOException | JSONException e) {
            Log.w(TAG, "ticket unreadable", e);
            verdict = Tickets.UNUSABLE;
        }
        if (verdict == Tickets.DENIED) {
            return Replies.fail(call, Keys.E_USER_CANCELLED, "The user declined");
        }
        if (verdict == Tickets.WAITING) {
            return Replies.fail(call, Keys.E_INVALID_REQUEST, "The user has not answered yet");
        }
        if (verdict != Tickets.GRANTED) {
            return Replies.fail(call, Keys.E_INVALID_REQUEST, "resume_token does not fit this call");
        }
        call.approve();
        return null;
    }

    /** DEADLINE_EXCEEDED when the request's deadline is missing or past, else null. */
    private static Bundle late(Call call, Bundle in) {
        long deadline = in.getLong(Keys.DEADLINE_AT_MS, 0L);
        if (deadline > 0L && System.currentTimeMillis() < deadline) {
            return null;
        }
        return Replies.fail(call, Keys.E_DEADLINE_EXCEEDED, "The deadline has passed");
    }

    private Bundle askUser(Call call, String summary) {
        try {
            String token = tickets.open(call, summary);
            return Replies.confirm(call, ConfirmActivity.resolution(getContext(), Tickets.nameOf(call)), token);
        } catch (IOException | JSONException e) {
            Log.w(TAG, "ticket not written", e);
            return Replies.error(call.requestId, Keys.E_INTERNAL, "The confirmation could not be prepared", true);
        }
    }

    // ---- tools ----

    private Bundle list(Call call, Bundle in) throws JSONException {
        Bundle late = late(call, in);
        if (late != null) {
            return late;
        }
        String label = call.args.has("label") ? call.args.getString("label") : null;
        int limit = call.args.optInt("limit", 20);
        if (limit < 1 || limit > 100) {
            return Replies.fail(call, Keys.E_INVALID_ARGS, "limit must be between 1 and 100");
        }
        JSONArray out = new JSONArray();
        for (SnapshotDao.Snapshot s : snapshots.list(label, limit)) {
            out.put(s.toJson());
        }
        return Replies.inline(call, new JSONObject().put("snapshots", out));
    }

    private Bundle fetch(Call call, Bundle in) throws JSONException {
        Bundle late = late(call, in);
        if (late != null) {
            return late;
        }
        long id = call.args.getLong("snapshot_id");
        if (!call.fileResults) {
            return Replies.fail(call, Keys.E_RESULT_TOO_LARGE, "Snapshots are sent as files: negotiate large_results");
        }
        SnapshotDao.Snapshot snapshot = snapshots.get(id);
        if (snapshot == null) {
            return Replies.fail(call, Keys.E_INVALID_ARGS, "No such snapshot");
        }
        File zip = new File(snapshotDir, snapshot.file);
        AccessLog log = audit;
        String requestId = call.requestId;
        try {
            Pump.Handle pump = Pump.start("snapshot-" + id, out -> {
                long sent = Copy.send(zip, out);
                log.record(Binder.getCallingUid(), FETCH, requestId, "sent " + sent + " bytes of snapshot " + id);
            });
            return Replies.file(call, "application/zip", snapshot.sizeBytes, snapshot.sha256, pump.input());
        } catch (IOException e) {
            Log.w(TAG, "no pipe for snapshot " + id, e);
            return Replies.error(call.requestId, Keys.E_INTERNAL, IoErrors.sentence(e), true);
        }
    }

    /** take_snapshot: every trip, its track and its photos streamed into files/snapshots/snapshot-<id>.zip. */
    private Bundle take(Call call) throws JSONException {
        String label = call.args.getString("label").trim();
        if (label.isEmpty() || label.length() > 80) {
            return Replies.fail(call, Keys.E_INVALID_ARGS, "label must have 1 to 80 characters");
        }
        long id = snapshots.begin(label);
        String name = "snapshot-" + id + ".zip";
        File file = new File(snapshotDir, name);
        int count = 0;
        try {
            try (ZipOutputStream zip = new ZipOutputStream(new BufferedOutputStream(new FileOutputStream(file)))) {
                for (TripDao.Trip trip : trips.all()) {
                    count++;
                    zipper.add(zip, "trips/" + count + "/", trip, trips.photos(trip.id), TripZip.NO_DEADLINE);
                }
            }
            Copy.Sum sum = Copy.sum(file);
            snapshots.finish(id, name, sum, count);
            return Replies.inline(call, new JSONObject().put("snapshot_id", id).put("trips", count)
                    .put("size_bytes", sum.size));
        } catch (IOException | TimeoutException e) {
            Log.w(TAG, "snapshot " + id + " failed", e);
            snapshots.abandon(id);
            if (file.exists() && !file.delete()) {
                Log.w(TAG, "partial snapshot left behind");
            }
            return Replies.fail(call, Keys.E_INTERNAL, "The snapshot could not be written");
        }
    }

    /** restore_snapshot: after the user's yes, every trip is replaced by the snapshot's. */
    private Bundle restore(Call call, Bundle in) throws JSONException {
        Bundle late = late(call, in);
        if (late != null) {
            return late;
        }
        long id = call.args.getLong("snapshot_id");
        SnapshotDao.Snapshot snapshot = snapshots.get(id);
        if (snapshot == null) {
            return Replies.fail(call, Keys.E_INVALID_ARGS, "No such snapshot");
        }
        if (!call.approved()) {
            return askUser(call, "Replace all trips on this phone with the snapshot \u201c" + snapshot.label
                    + "\u201d (" + snapshot.trips + " trips). Trips recorded since then are deleted.");
        }
        File staging = null;
        try (InputStream source = new FileInputStream(new File(snapshotDir, snapshot.file))) {
            staging = zipper.newStaging();
            TripZip.unpack(source, staging);
            File[] tripDirs = new File(staging, "trips").listFiles();
            if (tripDirs == null) {
                throw new ZipException("no trips folder in " + snapshot.file);
            }
            zipper.remove(trips.deleteAll());
            int restored = 0;
            for (File dir : tripDirs) {
                zipper.adopt(dir);
                restored++;
            }
            return Replies.inline(call, new JSONObject().put("restored", true).put("trips", restored));
        } catch (IOException e) {
            Log.w(TAG, "restore of snapshot " + id + " failed", e);
            return Replies.fail(call, Keys.E_INTERNAL, "Restore stopped: " + IoErrors.describe(e));
        } finally {
            if (staging != null) {
                TripZip.clear(staging);
            }
        }
    }

    // ---- content://com.trailmark.vault/snapshots/<id>: snapshot files for the assistant ----

    @Override
    public AssetFileDescriptor openAssetFile(Uri uri, String mode) throws FileNotFoundException {
        requireCaller();
        List<String> segments = uri.getPathSegments();
        if (!"r".equals(mode) || segments.size() != 2 || !"snapshots".equals(segments.get(0))) {
            throw new FileNotFoundException("Only snapshots can be opened, and only for reading");
        }
        SnapshotDao.Snapshot snapshot;
        try {
            snapshot = snapshots.get(Long.parseLong(uri.getLastPathSegment()));
        } catch (NumberFormatException e) {
            snapshot = null;
        }
        if (snapshot == null) {
            throw new FileNotFoundException("No such snapshot");
        }
        ParcelFileDescriptor fd = ParcelFileDescriptor.open(new File(snapshotDir, snapshot.file),
                ParcelFileDescriptor.MODE_READ_ONLY);
        return new AssetFileDescriptor(fd, 0L, snapshot.sizeBytes);
    }

    private void requireCaller() {
        int uid = Binder.getCallingUid();
        if (!gate.admits(uid)) {
            throw new SecurityException("Snapshots are only for the ClawSeed assistant");
        }
    }

    @Override
    public String getType(Uri uri) {
        List<String> segments = uri.getPathSegments();
        return segments.size() == 2 && "snapshots".equals(segments.get(0)) ? "application/zip" : null;
    }

    // ---- no table API: the assistant uses call() ----

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
        Log.w(TAG, what + " by uid " + Binder.getCallingUid() + " refused");
        return new UnsupportedOperationException(what + " is not supported; use call()");
    }
}
