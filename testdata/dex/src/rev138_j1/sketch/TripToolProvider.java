package com.trailmark.trips;

import android.content.ContentProvider;
import android.content.ContentValues;
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
import com.trailmark.data.TrailDb;
import com.trailmark.data.TripDao;
import com.trailmark.data.WaypointCursor;
import com.trailmark.data.WaypointDao;
import com.trailmark.io.AccessLog;
import com.trailmark.io.Copy;
import com.trailmark.io.IoErrors;
import com.trailmark.io.Pump;
import com.trailmark.io.ResultCache;
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
import java.util.zip.ZipOutputStream;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** CETP v2 tools over the trip log: waypoint search, track files, trip export and import, deleting a trip. */
public final class TripToolProvider extends ContentProvider {
    private static final String TAG = "TripTools";
    static final String PROVIDER_ID = "com.trailmark.trips";
    private static final String NAME = "Trailmark Trips";

    static final String FIND = "find_waypoints";
    static final String TRACK = "trip_track";
    static final String EXPORT = "export_trip";
    static final String IMPORT = "import_trip";
    static final String DELETE = "delete_trip";

    private static final String FIND_IN = "{\"type\":\"object\",\"properties\":{"
            + "\"trip_id\":{\"type\":\"integer\",\"minimum\":1},"
            + "\"kind\":{\"enum\":[\"summit\",\"water\",\"camp\",\"viewpoint\",\"hazard\",\"other\"]},"
            + "\"tag\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":40},"
            + "\"limit\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":200}},\"additionalProperties\":false}";
    private static final String FIND_OUT = "{\"type\":\"object\",\"properties\":{\"waypoints\":{\"type\":\"array\"}},"
            + "\"required\":[\"waypoints\"]}";
    private static final String TRIP_IN = "{\"type\":\"object\",\"properties\":{\"trip_id\":{\"type\":\"integer\","
            + "\"minimum\":1}},\"required\":[\"trip_id\"],\"additionalProperties\":false}";
    private static final String TRACK_OUT = "{\"type\":\"string\",\"contentMediaType\":\"application/gpx+xml\"}";
    private static final String EXPORT_OUT = "{\"type\":\"object\",\"properties\":{"
            + "\"export_uri\":{\"type\":\"string\"},\"size_bytes\":{\"type\":\"integer\"},"
            + "\"sha256\":{\"type\":\"string\"}},\"required\":[\"export_uri\"]}";
    private static final String IMPORT_IN = "{\"type\":\"object\",\"properties\":{\"archive_uri\":{\"type\":\"string\","
            + "\"maxLength\":300}},\"required\":[\"archive_uri\"],\"additionalProperties\":false}";
    private static final String IMPORT_OUT = "{\"type\":\"object\",\"properties\":{\"trip_id\":{\"type\":\"integer\"}},"
            + "\"required\":[\"trip_id\"]}";
    private static final String DELETE_OUT = "{\"type\":\"object\",\"properties\":{\"deleted\":{\"type\":\"boolean\"},"
            + "\"files_removed\":{\"type\":\"integer\"}},\"required\":[\"deleted\"]}";

    private Gate gate;
    private Sessions sessions;
    private TripDao trips;
    private WaypointDao waypoints;
    private Tickets tickets;
    private ResultCache results;
    private AccessLog audit;
    private TripZip zipper;
    private File inboxDir;
    /** Replies of export_trip, import_trip and delete_trip by idempotency key, replayed for a retried request id. */
    private final ConcurrentHashMap<String, Replies.Outcome> outcomes = new ConcurrentHashMap<>();

    @Override
    public boolean onCreate() {
        gate = new Gate(getContext());
        SQLiteDatabase db = TrailDb.open(getContext());
        sessions = new Sessions(db, PROVIDER_ID, NAME);
        trips = new TripDao(db);
        waypoints = new WaypointDao(db);
        tickets = ConfirmActivity.tickets(getContext());
        results = new ResultCache(new File(getContext().getCacheDir(), "results"), Keys.IDEMPOTENCY_WINDOW_MS);
        audit = new AccessLog(new File(getContext().getFilesDir(), "access.log"));
        zipper = new TripZip(getContext().getFilesDir(), new File(getContext().getCacheDir(), "staging"), trips);
        inboxDir = new File(getContext().getFilesDir(), "inbox");
        results.sweep();
        return true;
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
                .put(Keys.scope("trips.read", "Read your trips, tracks and waypoints", "read", "personal"))
                .put(Keys.scope("trips.write", "Export, import and delete trips", "write", "personal"));
        return Replies.success(in.getString(Keys.REQUEST_ID), new JSONObject()
                .put("provider_id", PROVIDER_ID)
                .put("provider_name", NAME)
                .put("description", "Trips recorded with Trailmark: GPS tracks, waypoints and photos")
                .put("schema_dialect", Keys.DIALECT)
                .put("scopes", scopes));
    }

    private Bundle listTools(int uid, Bundle in) throws JSONException {
        Bundle refused = Sessions.refuse(in, sessions.lookup(in.getString(Keys.SESSION_TOKEN), uid));
        if (refused != null) {
            return refused;
        }
        JSONArray tools = new JSONArray()
                .put(Keys.tool(FIND, "Find waypoints", "Finds saved waypoints by trip, kind or tag.", "trips.read",
                        "read", "low", false, "never", FIND_IN, FIND_OUT))
                .put(Keys.tool(TRACK, "Get trip track", "Returns the recorded GPS track of a trip as a GPX file.",
                        "trips.read", "read", "low", false, "never", TRIP_IN, TRACK_OUT))
                .put(Keys.tool(EXPORT, "Export trip", "Packs a trip (track, waypoints, photos) into a ZIP and"
                        + " returns a content URI for it, valid for a day.", "trips.write", "create", "moderate",
                        false, "never", TRIP_IN, EXPORT_OUT))
                .put(Keys.tool(IMPORT, "Import trip", "Adds a trip from a Trailmark ZIP that was shared into the"
                        + " app's inbox.", "trips.write", "create", "moderate", false, "never", IMPORT_IN,
                        IMPORT_OUT))
                .put(Keys.tool(DELETE, "Delete trip", "Deletes a trip with its track, waypoints and photos. The"
                        + " user confirms on the phone.", "trips.write", "delete", "high", true, "always", TRIP_IN,
                        DELETE_OUT));
        return Replies.success(in.getString(Keys.REQUEST_ID),
                new JSONObject().put("revision", "trips-12").put("tools", tools));
    }

    private Bundle executeTool(int uid, Bundle in) throws JSONException {
        int session = sessions.lookup(in.getString(Keys.SESSION_TOKEN), uid);
        Bundle refused = Sessions.refuse(in, session);
        if (refused != null) {
            return refused;
        }
        String requestId = in.getString(Keys.REQUEST_ID);
        long deadline = in.getLong(Keys.DEADLINE_AT_MS, 0L);
        if (deadline <= 0L) {
            return Replies.error(requestId, Keys.E_INVALID_REQUEST, "deadline_at_ms is required", false);
        }
        if (System.currentTimeMillis() >= deadline) {
            return Replies.error(requestId, Keys.E_DEADLINE_EXCEEDED, "The deadline had passed on arrival", false);
        }
        String tool = in.getString(Keys.TOOL_NAME, "");
        boolean mutating = EXPORT.equals(tool) || IMPORT.equals(tool) || DELETE.equals(tool);
        if (!mutating && !FIND.equals(tool) && !TRACK.equals(tool)) {
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
            Replies.Outcome before = outcomes.get(call.key());
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
        Bundle reply = run(call, deadline);
        if (mutating && !Keys.E_USER_ACTION_REQUIRED.equals(reply.getString(Keys.ERROR_CODE))) {
            outcomes.put(call.key(), Replies.Outcome.of(call, reply));
        }
        return reply;
    }

    /** Null when the call carries a ticket the user granted for exactly this call; the ticket is used up. */
    private Bundle resume(Call call) {
        int verdict;
        try {
            verdict = tickets.spend(call);
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

    private Bundle run(Call call, long deadline) {
        try {
            switch (call.tool) {
                case FIND:
                    return find(call);
                case TRACK:
                    return track(call);
                case EXPORT:
                    return export(call, deadline);
                case IMPORT:
                    return importTrip(call);
                default:
                    return delete(call);
            }
        } catch (JSONException e) {
            return Replies.fail(call, Keys.E_INVALID_ARGS, "args do not match the input schema");
        }
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

    private Bundle find(Call call) throws JSONException {
        JSONObject a = call.args;
        WaypointDao.Query q = new WaypointDao.Query();
        q.tripId = a.optLong("trip_id", 0L);
        q.kind = a.has("kind") ? a.getString("kind") : null;
        q.tag = a.has("tag") ? a.getString("tag") : null;
        q.limit = a.optInt("limit", 50);
        if (q.limit < 1 || q.limit > 200) {
            return Replies.fail(call, Keys.E_INVALID_ARGS, "limit must be between 1 and 200");
        }
        JSONArray found = new JSONArray();
        try (WaypointCursor c = waypoints.find(q)) {
            while (c.moveToNext()) {
                found.put(c.toJson());
            }
        }
        return Replies.inline(call, new JSONObject().put("waypoints", found));
    }

    private Bundle track(Call call) throws JSONException {
        long id = call.args.getLong("trip_id");
        if (!call.fileResults) {
            return Replies.fail(call, Keys.E_RESULT_TOO_LARGE, "Tracks are sent as files: negotiate large_results");
        }
        TripDao.Trip trip = trips.trip(id);
        if (trip == null) {
            return Replies.fail(call, Keys.E_INVALID_ARGS, "No such trip");
        }
        File gpx = zipper.track(trip);
        AccessLog log = audit;
        int uid = call.uid;
        String requestId = call.requestId;
        try {
            Pump.Handle pump = Pump.start("track-" + id, out -> {
                long sent = Copy.send(gpx, out);
                log.record(uid, TRACK, requestId, "sent " + sent + " bytes of trip " + trip.id);
            });
            return Replies.file(call, "application/gpx+xml", trip.trackSize, trip.trackSha256, pump.output());
        } catch (IOException e) {
            Log.w(TAG, "no pipe for trip " + id, e);
            return Replies.error(call.requestId, Keys.E_INTERNAL, IoErrors.sentence(e), true);
        }
    }

    /** export_trip: the ZIP goes into the result cache under this request, and an export row points at it. */
    private Bundle export(Call call, long deadline) throws JSONException {
        long id = call.args.getLong("trip_id");
        TripDao.Trip trip = trips.trip(id);
        if (trip == null) {
            return Replies.fail(call, Keys.E_INVALID_ARGS, "No such trip");
        }
        File slot = results.slot(call.uid, PROVIDER_ID, call.requestId, ".zip");
        try {
            if (!results.fresh(slot)) {
                File part = new File(slot.getPath() + ".part");
                try (ZipOutputStream zip = new ZipOutputStream(new BufferedOutputStream(new FileOutputStream(part)))) {
                    zipper.add(zip, "", trip, trips.photos(id), deadline);
                }
                if (!part.renameTo(slot)) {
                    throw new IOException("export not stored");
                }
            }
            Copy.Sum sum = Copy.sum(slot);
            long exportId = trips.addExport(id, slot.getName());
            return Replies.inline(call, new JSONObject()
                    .put("export_uri", "content://" + PROVIDER_ID + "/exports/" + exportId)
                    .put("size_bytes", sum.size)
                    .put("sha256", sum.sha256));
        } catch (TimeoutException e) {
            return Replies.fail(call, Keys.E_DEADLINE_EXCEEDED, "The export ran past the deadline");
        } catch (IOException e) {
            Log.w(TAG, "export of trip " + id + " failed", e);
            return Replies.fail(call, Keys.E_INTERNAL, IoErrors.sentence(e));
        }
    }

    /** import_trip: a ZIP that the share sheet dropped into files/inbox, named by an inbox content URI. */
    private Bundle importTrip(Call call) throws JSONException {
        Uri uri = Uri.parse(call.args.getString("archive_uri"));
        List<String> segments = uri.getPathSegments();
        if (!"content".equals(uri.getScheme()) || !PROVIDER_ID.equals(uri.getAuthority()) || segments.size() != 2
                || !"inbox".equals(segments.get(0))) {
            return Replies.fail(call, Keys.E_INVALID_ARGS,
                    "archive_uri must be content://com.trailmark.trips/inbox/<file>");
        }
        File archive = new File(inboxDir, uri.getLastPathSegment());
        if (!insideInbox(archive)) {
            return Replies.fail(call, Keys.E_INVALID_ARGS, "archive_uri does not name a file in the inbox");
        }
        File staging = null;
        try (InputStream in = new FileInputStream(archive)) {
            staging = zipper.newStaging();
            TripZip.unpack(in, staging);
            long tripId = zipper.adopt(staging);
            return Replies.inline(call, new JSONObject().put("trip_id", tripId));
        } catch (IOException e) {
            Log.w(TAG, "import of " + archive.getName() + " failed", e);
            return Replies.fail(call, Keys.E_INVALID_ARGS, IoErrors.sentence(e));
        } finally {
            if (staging != null) {
                TripZip.clear(staging);
            }
        }
    }

    private boolean insideInbox(File file) {
        try {
            File parent = file.getCanonicalFile().getParentFile();
            return parent != null && parent.equals(inboxDir.getCanonicalFile()) && file.isFile();
        } catch (IOException e) {
            return false;
        }
    }

    private Bundle delete(Call call) throws JSONException {
        long id = call.args.getLong("trip_id");
        TripDao.Trip trip = trips.trip(id);
        if (trip == null) {
            return Replies.fail(call, Keys.E_INVALID_ARGS, "No such trip");
        }
        if (!call.approved()) {
            return askUser(call, "Delete the trip \u201c" + trip.name + "\u201d with its GPS track, waypoints and "
                    + trips.photos(id).size() + " photos. This cannot be undone.");
        }
        int removed = zipper.remove(trips.deleteTrip(trip));
        return Replies.inline(call, new JSONObject().put("trip_id", id).put("deleted", true)
                .put("files_removed", removed));
    }

    // ---- content://com.trailmark.trips/exports/<id>: the files export_trip hands out ----

    @Override
    public ParcelFileDescriptor openFile(Uri uri, String mode) throws FileNotFoundException {
        List<String> segments = uri.getPathSegments();
        if (!"r".equals(mode) || segments.size() != 2 || !"exports".equals(segments.get(0))) {
            throw new FileNotFoundException("Only exports can be opened, and only for reading");
        }
        String name;
        try {
            name = trips.exportFile(Long.parseLong(uri.getLastPathSegment()));
        } catch (NumberFormatException e) {
            name = null;
        }
        if (name == null) {
            throw new FileNotFoundException("No such export");
        }
        File file = results.named(name);
        if (!results.fresh(file)) {
            throw new FileNotFoundException("The export has expired");
        }
        return ParcelFileDescriptor.open(file, ParcelFileDescriptor.MODE_READ_ONLY);
    }

    @Override
    public String getType(Uri uri) {
        List<String> segments = uri.getPathSegments();
        return segments.size() == 2 && "exports".equals(segments.get(0)) ? "application/zip" : null;
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
