package com.tallycrate.receipts;

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
import com.tallycrate.cetp.CallerCheck;
import com.tallycrate.cetp.Cetp;
import com.tallycrate.cetp.Replies;
import com.tallycrate.cetp.ResumeFiles;
import com.tallycrate.cetp.Sessions;
import com.tallycrate.cetp.ToolCall;
import com.tallycrate.data.CrateDatabase;
import com.tallycrate.data.OutcomeLedger;
import com.tallycrate.data.ReceiptCursor;
import com.tallycrate.data.ReceiptDao;
import com.tallycrate.io.FileCache;
import com.tallycrate.io.Pipe;
import com.tallycrate.io.Streams;
import com.tallycrate.ui.ConfirmActivity;
import java.io.BufferedOutputStream;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileNotFoundException;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeoutException;
import java.util.regex.Pattern;
import java.util.zip.InflaterInputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** CETP v2 tools over Tallycrate's receipts: search, a receipt's image, ZIP export, tags, delete. */
public final class ReceiptsToolProvider extends ContentProvider {
    private static final String TAG = "ReceiptsTools";
    static final String PROVIDER_ID = "com.tallycrate.receipts";
    private static final String NAME = "Tallycrate Receipts";

    static final String SEARCH = "search_receipts";
    static final String IMAGE = "receipt_image";
    static final String EXPORT = "export_receipts";
    static final String TAG_RECEIPT = "tag_receipt";
    static final String DELETE = "delete_receipt";

    private static final Pattern TAG_NAME = Pattern.compile("[a-z0-9][a-z0-9-]{0,23}");

    private static final String SEARCH_IN = "{\"type\":\"object\",\"properties\":{"
            + "\"merchant\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":80},"
            + "\"tag\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":32},"
            + "\"from_ms\":{\"type\":\"integer\"},\"to_ms\":{\"type\":\"integer\"},"
            + "\"limit\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":200}},\"additionalProperties\":false}";
    private static final String SEARCH_OUT = "{\"type\":\"object\",\"properties\":{\"receipts\":{\"type\":\"array\"}},"
            + "\"required\":[\"receipts\"]}";
    private static final String ID_IN = "{\"type\":\"object\",\"properties\":{\"receipt_id\":{\"type\":\"integer\"}},"
            + "\"required\":[\"receipt_id\"],\"additionalProperties\":false}";
    private static final String IMAGE_OUT = "{\"type\":\"string\",\"contentMediaType\":\"image/jpeg\"}";
    private static final String EXPORT_IN = "{\"type\":\"object\",\"properties\":{\"from_ms\":{\"type\":\"integer\"},"
            + "\"to_ms\":{\"type\":\"integer\"}},\"additionalProperties\":false}";
    private static final String EXPORT_OUT = "{\"type\":\"string\",\"contentMediaType\":\"application/zip\"}";
    private static final String TAG_IN = "{\"type\":\"object\",\"properties\":{\"receipt_id\":{\"type\":\"integer\"},"
            + "\"tags\":{\"type\":\"array\",\"maxItems\":12,\"items\":{\"type\":\"string\","
            + "\"pattern\":\"^[a-z0-9][a-z0-9-]{0,23}$\"}}},\"required\":[\"receipt_id\",\"tags\"],"
            + "\"additionalProperties\":false}";
    private static final String TAG_OUT = "{\"type\":\"object\",\"properties\":{\"receipt_id\":{\"type\":\"integer\"},"
            + "\"tags\":{\"type\":\"array\"}},\"required\":[\"receipt_id\",\"tags\"]}";
    private static final String DELETE_OUT = "{\"type\":\"object\",\"properties\":{\"deleted\":{\"type\":\"boolean\"}},"
            + "\"required\":[\"deleted\"]}";

    private CallerCheck callers;
    private Sessions sessions;
    private ReceiptDao dao;
    private ResumeFiles resumes;
    private FileCache exports;
    private File images;
    /** Outcomes of tag_receipt and delete_receipt by caller, provider and request id, replayed on retries. */
    private final ConcurrentHashMap<String, OutcomeLedger.Outcome> outcomes = new ConcurrentHashMap<>();

    @Override
    public boolean onCreate() {
        callers = new CallerCheck(getContext());
        SQLiteDatabase db = CrateDatabase.get(getContext()).getWritableDatabase();
        sessions = new Sessions(db, PROVIDER_ID);
        dao = new ReceiptDao(db);
        resumes = ConfirmActivity.store(getContext());
        exports = new FileCache(new File(getContext().getCacheDir(), "exports"), Cetp.IDEMPOTENCY_WINDOW_MS);
        images = new File(getContext().getFilesDir(), "images");
        exports.sweep();
        return true;
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
                .put("provider_id", PROVIDER_ID)
                .put("provider_name", NAME)
                .put("description", "Receipts kept in Tallycrate: search them, see their images, export, tag")
                .put("schema_dialect", Cetp.SCHEMA_DIALECT)
                .put("scopes", new JSONArray()
                        .put(Cetp.scope("receipts.read", "See your receipts", "read"))
                        .put(Cetp.scope("receipts.write", "Tag and delete your receipts", "write"))));
    }

    private Bundle listTools(int uid, Bundle in) throws JSONException {
        Bundle refused = Sessions.refuse(sessions.check(in.getString(Cetp.SESSION_TOKEN), uid), in);
        if (refused != null) {
            return refused;
        }
        JSONArray tools = new JSONArray()
                .put(Cetp.tool(SEARCH, "Search receipts", "Finds receipts by merchant, tag and purchase date.",
                        "read", "low", false, "never", "receipts.read", SEARCH_IN, SEARCH_OUT))
                .put(Cetp.tool(IMAGE, "Receipt image", "Returns the photo of one receipt as a JPEG file.",
                        "read", "low", false, "never", "receipts.read", ID_IN, IMAGE_OUT))
                .put(Cetp.tool(EXPORT, "Export receipts", "Returns the receipts of a period as a ZIP file: a CSV"
                        + " list and the receipt photos.", "read", "low", false, "never", "receipts.read", EXPORT_IN,
                        EXPORT_OUT))
                .put(Cetp.tool(TAG_RECEIPT, "Tag receipt", "Replaces the tags of one receipt.",
                        "update", "low", false, "never", "receipts.write", TAG_IN, TAG_OUT))
                .put(Cetp.tool(DELETE, "Delete receipt", "Deletes one receipt and its photo. Confirmed on the phone.",
                        "delete", "high", true, "always", "receipts.write", ID_IN, DELETE_OUT));
        return Replies.success(in.getString(Cetp.REQUEST_ID),
                new JSONObject().put("revision", "receipts-5").put("tools", tools));
    }

    private Bundle executeTool(int uid, Bundle in) throws JSONException {
        int session = sessions.check(in.getString(Cetp.SESSION_TOKEN), uid);
        Bundle refused = Sessions.refuse(session, in);
        if (refused != null) {
            return refused;
        }
        String requestId = in.getString(Cetp.REQUEST_ID);
        long deadline = in.getLong(Cetp.DEADLINE_AT_MS, 0L);
        if (deadline <= 0L) {
            return Replies.error(requestId, Cetp.INVALID_REQUEST, "deadline_at_ms is required", false);
        }
        if (System.currentTimeMillis() >= deadline) {
            return Replies.error(requestId, Cetp.DEADLINE_EXCEEDED, "The deadline has passed", false);
        }
        String name = in.getString(Cetp.TOOL_NAME);
        if (!SEARCH.equals(name) && !IMAGE.equals(name) && !EXPORT.equals(name) && !TAG_RECEIPT.equals(name)
                && !DELETE.equals(name)) {
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
        ToolCall call = new ToolCall(uid, PROVIDER_ID, requestId, name, raw, args, in.getString(Cetp.RESUME_TOKEN),
                session == Sessions.LARGE_RESULTS);
        boolean mutates = TAG_RECEIPT.equals(name) || DELETE.equals(name);
        if (mutates) {
            OutcomeLedger.Outcome earlier = outcomes.get(call.outcomeKey());
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
        Bundle reply = run(call, deadline);
        if (mutates && !Cetp.USER_ACTION_REQUIRED.equals(reply.getString(Cetp.ERROR_CODE))) {
            // retries come back within seconds, while the provider process is still up
            outcomes.put(call.outcomeKey(), OutcomeLedger.Outcome.of(call, reply));
        }
        return reply;
    }

    /** Null when the call's resume token carries an approval for exactly this call. */
    private Bundle resume(ToolCall call) {
        int verdict;
        try {
            // the record stays until it expires, so that a resume retried after a Binder timeout still works
            ResumeFiles.Record record = resumes.peek(call.resumeToken());
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

    private Bundle run(ToolCall call, long deadline) {
        try {
            switch (call.tool()) {
                case SEARCH:
                    return search(call);
                case IMAGE:
                    return image(call);
                case EXPORT:
                    return export(call, deadline);
                case TAG_RECEIPT:
                    return tag(call);
                default:
                    return delete(call);
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

    private Bundle search(ToolCall call) throws JSONException {
        JSONObject a = call.args();
        ReceiptDao.Query q = new ReceiptDao.Query();
        q.merchant = text(a, "merchant", 80);
        q.tag = text(a, "tag", 32);
        q.fromMs = a.optLong("from_ms", 0L);
        q.toMs = a.optLong("to_ms", Long.MAX_VALUE);
        q.limit = Math.max(1, Math.min(200, a.optInt("limit", 50)));
        JSONArray found = new JSONArray();
        try (ReceiptCursor c = dao.search(q)) {
            while (c.moveToNext()) {
                found.put(c.toJson());
            }
        }
        return Replies.inline(call, new JSONObject().put("receipts", found));
    }

    private Bundle image(ToolCall call) throws JSONException {
        long id = call.args().getLong("receipt_id");
        if (!call.largeResults()) {
            return Replies.error(call.requestId(), Cetp.RESULT_TOO_LARGE,
                    "Images are returned as files: negotiate large_results", false);
        }
        String stored;
        long size;
        String sha256;
        try (ReceiptCursor r = dao.receipt(id)) {
            if (!r.moveToFirst() || r.image() == null) {
                return Replies.error(call.requestId(), Cetp.INVALID_ARGS, "That receipt has no image", false);
            }
            stored = r.image();
            size = r.imageSize();
            sha256 = r.imageSha256();
        }
        File file = new File(images, stored);
        try {
            Pipe pipe = Pipe.open();
            pipe.feed("receipt-image-" + id, out -> {
                inflate(file, out);
                // the receipt screen lists the apps its image was handed to
                dao.logShare("receipt:" + id, Binder.getCallingUid(), "image");
            });
            return Replies.file(call, "image/jpeg", pipe.source(), size, sha256);
        } catch (IOException e) {
            Log.w(TAG, "image pipe: " + Streams.detail(e));
            return Replies.error(call.requestId(), Cetp.INTERNAL_ERROR, Streams.userText(e), true);
        }
    }

    private Bundle export(ToolCall call, long deadline) throws JSONException {
        JSONObject a = call.args();
        long from = a.optLong("from_ms", 0L);
        long to = a.optLong("to_ms", Long.MAX_VALUE);
        if (!call.largeResults()) {
            return Replies.error(call.requestId(), Cetp.RESULT_TOO_LARGE,
                    "Exports are returned as files: negotiate large_results", false);
        }
        File zip = exports.slot(call.uid(), PROVIDER_ID, call.requestId(), ".zip");
        try {
            if (!exports.fresh(zip)) {
                writeExport(zip, from, to, deadline);
            }
            Streams.Measure m = Streams.measure(zip);
            return Replies.file(call, "application/zip",
                    ParcelFileDescriptor.open(zip, ParcelFileDescriptor.MODE_READ_ONLY), m.size, m.sha256);
        } catch (TimeoutException e) {
            return Replies.error(call.requestId(), Cetp.DEADLINE_EXCEEDED, "The export did not finish in time", false);
        } catch (IOException e) {
            Log.w(TAG, "export failed: " + Streams.detail(e));
            return Replies.error(call.requestId(), Cetp.INTERNAL_ERROR, Streams.userText(e), true);
        }
    }

    /** receipts.csv, then every photo as images/<receipt id>.jpg; the deadline is looked at before each photo. */
    private void writeExport(File zip, long from, long to, long deadline) throws IOException, TimeoutException {
        File part = new File(zip.getPath() + ".part");
        Map<Long, String> photos = new LinkedHashMap<>();
        try (ZipOutputStream out = new ZipOutputStream(new BufferedOutputStream(new FileOutputStream(part)));
                ReceiptCursor c = dao.between(from, to)) {
            StringBuilder csv = new StringBuilder("receipt_id,merchant,total_cents,currency,bought_at_ms\n");
            while (c.moveToNext()) {
                csv.append(c.id()).append(',').append(quote(c.merchant())).append(',').append(c.totalCents())
                        .append(',').append(c.currency()).append(',').append(c.boughtAt()).append('\n');
                if (c.image() != null) {
                    photos.put(c.id(), c.image());
                }
            }
            out.putNextEntry(new ZipEntry("receipts.csv"));
            out.write(csv.toString().getBytes(StandardCharsets.UTF_8));
            out.closeEntry();
            for (Map.Entry<Long, String> photo : photos.entrySet()) {
                if (System.currentTimeMillis() >= deadline) {
                    throw new TimeoutException("deadline passed during export");
                }
                out.putNextEntry(new ZipEntry("images/" + photo.getKey() + ".jpg"));
                inflate(new File(images, photo.getValue()), out);
                out.closeEntry();
            }
        }
        if (!part.renameTo(zip)) {
            throw new IOException("rename failed: " + part);
        }
    }

    private Bundle tag(ToolCall call) throws JSONException {
        JSONObject a = call.args();
        long id = a.getLong("receipt_id");
        JSONArray given = a.getJSONArray("tags");
        if (given.length() > 12) {
            return Replies.error(call.requestId(), Cetp.INVALID_ARGS, "At most 12 tags", false);
        }
        String[] tags = new String[given.length()];
        for (int i = 0; i < tags.length; i++) {
            tags[i] = given.getString(i);
            if (!TAG_NAME.matcher(tags[i]).matches()) {
                return Replies.error(call.requestId(), Cetp.INVALID_ARGS,
                        "Tags are lowercase letters, digits and dashes", false);
            }
        }
        if (!dao.setTags(id, tags)) {
            return Replies.error(call.requestId(), Cetp.INVALID_ARGS, "No such receipt", false);
        }
        return Replies.inline(call, new JSONObject().put("receipt_id", id).put("tags", given));
    }

    private Bundle delete(ToolCall call) throws JSONException {
        long id = call.args().getLong("receipt_id");
        String summary;
        String image;
        try (ReceiptCursor r = dao.receipt(id)) {
            if (!r.moveToFirst()) {
                return Replies.error(call.requestId(), Cetp.INVALID_ARGS, "No such receipt", false);
            }
            summary = String.format(Locale.ROOT, "Delete the receipt from %s over %d.%02d %s", r.merchant(),
                    r.totalCents() / 100, r.totalCents() % 100, r.currency());
            image = r.image();
        }
        if (!call.approved()) {
            return askUser(call, summary);
        }
        boolean deleted = dao.delete(id);
        if (deleted && image != null && !new File(images, image).delete()) {
            Log.w(TAG, "photo of receipt " + id + " stayed behind");
        }
        return Replies.inline(call, new JSONObject().put("deleted", deleted));
    }

    /** An optional string argument of 1 to max characters; null when absent. */
    private static String text(JSONObject a, String key, int max) throws JSONException {
        if (!a.has(key)) {
            return null;
        }
        String v = a.getString(key);
        if (v.isEmpty() || v.length() > max) {
            throw new JSONException(key + " must have 1 to " + max + " characters");
        }
        return v;
    }

    private static String quote(String field) {
        return "\"" + field.replace("\"", "\"\"") + "\"";
    }

    /** Photos are kept deflated; this writes one out as the JPEG it was. */
    private static void inflate(File deflated, OutputStream out) throws IOException {
        try (InputStream in = new InflaterInputStream(new FileInputStream(deflated))) {
            Streams.copy(in, out);
        }
    }

    // ---- content URIs: content://com.tallycrate.receipts/images/<receipt id> ----

    @Override
    public AssetFileDescriptor openAssetFile(Uri uri, String mode) throws FileNotFoundException {
        if (!callers.allowed(Binder.getCallingUid())) {
            throw new SecurityException("Receipt images are only for the ClawSeed assistant");
        }
        File file = new File(images, storedImage(uri, mode));
        try {
            Pipe pipe = Pipe.open();
            pipe.feed("receipt-view", out -> inflate(file, out));
            return new AssetFileDescriptor(pipe.source(), 0L, AssetFileDescriptor.UNKNOWN_LENGTH);
        } catch (IOException e) {
            throw new FileNotFoundException("Image unavailable");
        }
    }

    private String storedImage(Uri uri, String mode) throws FileNotFoundException {
        List<String> path = uri.getPathSegments();
        if (!"r".equals(mode) || path.size() != 2 || !"images".equals(path.get(0))) {
            throw new FileNotFoundException("Not a receipt image");
        }
        long id;
        try {
            id = Long.parseLong(uri.getLastPathSegment());
        } catch (NumberFormatException e) {
            throw new FileNotFoundException("Not a receipt image");
        }
        try (ReceiptCursor r = dao.receipt(id)) {
            if (!r.moveToFirst() || r.image() == null) {
                throw new FileNotFoundException("No image for receipt " + id);
            }
            return r.image();
        }
    }

    @Override
    public String getType(Uri uri) {
        return uri.getPathSegments().size() == 2 ? "image/jpeg" : null;
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
