package com.inkbarrow.cetp;

import android.app.PendingIntent;
import android.content.ComponentName;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.Intent;
import android.content.pm.PackageManager;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.net.Uri;
import android.os.Binder;
import android.os.Build;
import android.os.Bundle;
import android.os.ParcelFileDescriptor;
import android.util.Log;
import com.inkbarrow.data.InkDatabase;
import com.inkbarrow.data.RequestLedger;
import com.inkbarrow.data.ResumeStore;
import com.inkbarrow.data.Sessions;
import com.inkbarrow.ui.ConfirmActivity;
import java.io.File;
import java.io.FileNotFoundException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * CETP v2 over ContentProvider.call(), shared by Inkbarrow's tool providers. Subclasses name the provider, make
 * the tools, and may override the protected hooks: newTokenSource(), confirmationScreen(tool), flagsFor(tool),
 * verifyResume(call) and exportDir().
 */
public abstract class InkToolProvider extends ContentProvider {
    private static final String TAG = "InkToolProvider";
    private static final TokenSource SESSION_TOKENS = new TokenSource.Builder().bytes(32).build();
    private static final byte[] ASSISTANT_CERT_SHA256 = hex(
            "5e1f07c3a9d24b8e6f0a1c3e5b7d9f2a4c6e8a0b2d4f6a8c0e2b4d6f8a1c3e5b");

    private final Map<String, Tool<?>> tools = new LinkedHashMap<>();
    private SQLiteDatabase db;
    private Sessions sessions;
    private ResumeStore resumes;
    private RequestLedger ledger;
    private TokenSource resumeTokens;
    private ToolEvents events;

    @Override
    public boolean onCreate() {
        db = InkDatabase.get(getContext()).getWritableDatabase();
        sessions = new Sessions(db, providerId(), SESSION_TOKENS);
        resumes = new ResumeStore(db);
        ledger = new RequestLedger(db);
        resumeTokens = newTokenSource();
        events = new ToolEvents(providerId() + ".events");
        for (Tool<?> tool : createTools()) {
            tools.put(tool.spec().name(), tool);
        }
        return true;
    }

    @Override
    public void shutdown() {
        events.shutdown();
        super.shutdown();
    }

    // ---- what a subclass says about itself ----

    protected abstract String providerId();

    /** provider_name, description and scopes for get_provider_info. */
    protected abstract JSONObject describeProvider() throws JSONException;

    protected abstract Tool<?>[] createTools();

    // ---- hooks with defaults ----

    /** Where resume tokens come from. */
    protected TokenSource newTokenSource() {
        return new TokenSource.Builder().bytes(24).build();
    }

    /** The activity a resolution for this tool opens. */
    protected ComponentName confirmationScreen(String tool) {
        return new ComponentName(getContext(), ConfirmActivity.class);
    }

    /** PendingIntent flags of a resolution for this tool. */
    protected int flagsFor(String tool) {
        return PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_ONE_SHOT;
    }

    /** Redeems call.resumeToken(): single use, and only for the caller, call and arguments it was issued for. */
    protected int verifyResume(ToolCall call) {
        ResumeStore.Record r = resumes.take(call.resumeToken());
        if (r == null || r.uid != call.uid() || r.expired()
                || !r.matches(call.requestId(), call.tool(), call.argsDigest())) {
            return ResumeStore.UNUSABLE;
        }
        return r.verdict();
    }

    /** The folder exports are written to before they are handed out. */
    protected File exportDir() {
        return new File(getContext().getCacheDir(), "exports");
    }

    // ---- helpers for subclasses and their tools ----

    protected final SQLiteDatabase db() {
        return db;
    }

    protected final ResumeStore resumes() {
        return resumes;
    }

    protected final ToolEvents events() {
        return events;
    }

    protected final File exportFile(String name) {
        File dir = exportDir();
        if (!dir.isDirectory() && !dir.mkdirs()) {
            throw new IllegalStateException("cannot create " + dir);
        }
        return new File(dir, name);
    }

    protected final ParcelFileDescriptor openResult(File file) throws FileNotFoundException {
        return openResult(file, ParcelFileDescriptor.MODE_READ_ONLY);
    }

    protected final ParcelFileDescriptor openResult(File file, int mode) throws FileNotFoundException {
        return ParcelFileDescriptor.open(file, mode);
    }

    protected final void audit(int uid, String tool, String requestId, String outcome) {
        ContentValues row = new ContentValues();
        row.put("provider", providerId());
        row.put("uid", uid);
        row.put("tool", tool);
        row.put("request_id", requestId);
        row.put("outcome", outcome);
        row.put("at", System.currentTimeMillis());
        db.insert("audit", null, row);
    }

    /** Opens a resume record and answers USER_ACTION_REQUIRED with a resolution to the confirmation screen. */
    Bundle requestConfirmation(ToolCall call, String summary) {
        String token = resumeTokens.next();
        resumes.open(token, call, summary);
        Intent intent = new Intent(Cetp.ACTION_CONFIRM);
        intent.setComponent(confirmationScreen(call.tool()));
        intent.putExtra(Cetp.EXTRA_RESUME, token);
        PendingIntent resolution = PendingIntent.getActivity(getContext(), token.hashCode(), intent,
                flagsFor(call.tool()));
        return Replies.userAction(call, resolution, token, "Confirm on your phone: " + summary);
    }

    // ---- the protocol ----

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        Bundle in = extras != null ? extras : Bundle.EMPTY;
        String requestId = in.getString(Cetp.REQUEST_ID);
        if (!callerAllowed(uid)) {
            return Replies.error(requestId, Cetp.PERMISSION_DENIED, "This app may not use Inkbarrow tools", false);
        }
        try {
            switch (method) {
                case Cetp.NEGOTIATE:
                    return negotiate(uid, in);
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

    /** Only the ClawSeed assistant, one package on its UID and signed with its current certificate (spec 7.1). */
    private boolean callerAllowed(int uid) {
        PackageManager pm = getContext().getPackageManager();
        String[] packages = pm.getPackagesForUid(uid);
        if (packages == null || packages.length != 1 || Build.VERSION.SDK_INT < 28) {
            return false;
        }
        return pm.hasSigningCertificate(uid, ASSISTANT_CERT_SHA256, PackageManager.CERT_INPUT_SHA256);
    }

    private Bundle negotiate(int uid, Bundle in) throws JSONException {
        int[] versions = in.getIntArray(Cetp.CONSUMER_VERSIONS);
        boolean two = false;
        for (int i = 0; versions != null && i < versions.length; i++) {
            two |= versions[i] == Cetp.VERSION;
        }
        if (!two) {
            return Replies.error(null, Cetp.UNSUPPORTED_VERSION, "This provider speaks CETP 2 only", false);
        }
        JSONArray offered = new JSONArray(in.getString(Cetp.CONSUMER_CAPABILITIES, "[]"));
        JSONArray granted = new JSONArray();
        for (int i = 0; i < offered.length(); i++) {
            if (Cetp.LARGE_RESULTS.equals(offered.optString(i))) {
                granted.put(Cetp.LARGE_RESULTS);
            }
        }
        long expiresAt = System.currentTimeMillis() + Cetp.SESSION_TTL_MS;
        String token = sessions.open(uid, granted.length() == 1, expiresAt);
        JSONObject limits = new JSONObject()
                .put("max_request_bytes", Cetp.MAX_REQUEST_BYTES)
                .put("max_inline_result_bytes", Cetp.MAX_INLINE_RESULT_BYTES)
                .put("max_concurrent_requests", 1)
                .put("idempotency_window_seconds", Cetp.IDEMPOTENCY_WINDOW_MS / 1000L);
        return Replies.negotiated(new JSONObject()
                .put("selected_version", Cetp.VERSION)
                .put("provider_id", providerId())
                .put("provider_name", describeProvider().getString("provider_name"))
                .put("session_token", token)
                .put("expires_at", Instant.ofEpochMilli(expiresAt).toString())
                .put("capabilities", granted)
                .put("limits", limits));
    }

    /** The envelope checks of every method after negotiate; null when the request may go on. */
    private Bundle refuse(int session, Bundle in) {
        String requestId = in.getString(Cetp.REQUEST_ID);
        if (in.getInt(Cetp.PROTOCOL_VERSION, 0) != Cetp.VERSION || requestId == null) {
            return Replies.error(requestId, Cetp.INVALID_REQUEST, "protocol_version 2 and a request_id are required",
                    false);
        }
        if (session == Sessions.NONE) {
            return Replies.error(requestId, Cetp.NEGOTIATION_REQUIRED, "Negotiate a session first", true);
        }
        long deadline = in.getLong(Cetp.DEADLINE_AT_MS, 0L);
        if (deadline <= 0L) {
            return Replies.error(requestId, Cetp.INVALID_REQUEST, "deadline_at_ms is required", false);
        }
        if (System.currentTimeMillis() >= deadline) {
            return Replies.error(requestId, Cetp.DEADLINE_EXCEEDED, "The deadline has passed", false);
        }
        return null;
    }

    private Bundle providerInfo(int uid, Bundle in) throws JSONException {
        Bundle refused = refuse(sessions.check(in.getString(Cetp.SESSION_TOKEN), uid), in);
        if (refused != null) {
            return refused;
        }
        JSONObject info = describeProvider()
                .put("provider_id", providerId())
                .put("schema_dialect", "https://json-schema.org/draft/2020-12/schema");
        return Replies.success(in.getString(Cetp.REQUEST_ID), info);
    }

    private Bundle listTools(int uid, Bundle in) throws JSONException {
        Bundle refused = refuse(sessions.check(in.getString(Cetp.SESSION_TOKEN), uid), in);
        if (refused != null) {
            return refused;
        }
        JSONArray list = new JSONArray();
        for (Tool<?> tool : tools.values()) {
            list.put(tool.spec().toJson());
        }
        String revision = ToolCall.sha256Hex(list.toString().getBytes(StandardCharsets.UTF_8)).substring(0, 16);
        return Replies.success(in.getString(Cetp.REQUEST_ID),
                new JSONObject().put("revision", revision).put("tools", list));
    }

    private Bundle executeTool(int uid, Bundle in) throws JSONException {
        int session = sessions.check(in.getString(Cetp.SESSION_TOKEN), uid);
        Bundle refused = refuse(session, in);
        if (refused != null) {
            return refused;
        }
        String requestId = in.getString(Cetp.REQUEST_ID);
        String name = in.getString(Cetp.TOOL_NAME);
        Tool<?> tool = name == null ? null : tools.get(name);
        if (tool == null) {
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
        ToolCall call = new ToolCall(uid, providerId(), requestId, in.getLong(Cetp.DEADLINE_AT_MS), name, args,
                ToolCall.digest(name, raw), in.getString(Cetp.RESUME_TOKEN), session == Sessions.LARGE_RESULTS);
        boolean mutates = tool.spec().mutates();
        if (mutates) {
            String[] earlier = ledger.find(call);
            if (earlier != null) {
                if (!earlier[0].equals(name) || !earlier[1].equals(call.argsDigest())) {
                    return Replies.error(requestId, Cetp.INVALID_REQUEST, "request_id was used for another call",
                            false);
                }
                return RequestLedger.replay(requestId, earlier[2]);
            }
        }
        if (call.resumeToken() != null) {
            int verdict = verifyResume(call);
            if (verdict == ResumeStore.DENIED) {
                return Replies.error(requestId, Cetp.USER_CANCELLED, "The user declined", false);
            }
            if (verdict != ResumeStore.APPROVED) {
                return Replies.error(requestId, Cetp.INVALID_REQUEST, "The resume token does not fit this call",
                        false);
            }
            call.approve();
        }
        if (call.remainingMs() <= 0L) {
            return Replies.error(requestId, Cetp.DEADLINE_EXCEEDED, "The deadline has passed", false);
        }
        events.started(call);
        Bundle reply = invoke(tool, call);
        String code = reply.getString(Cetp.ERROR_CODE);
        if (mutates && !Cetp.USER_ACTION_REQUIRED.equals(code)) {
            ledger.record(call, reply);
        }
        events.finished(call, code == null ? "success" : code);
        return reply;
    }

    private static <A extends Args> Bundle invoke(Tool<A> tool, ToolCall call) {
        A args;
        try {
            args = tool.parse(call.args());
        } catch (JSONException e) {
            return Replies.error(call.requestId(), Cetp.INVALID_ARGS, "args do not fit the input schema", false);
        }
        return tool.run(call, args);
    }

    private static byte[] hex(String s) {
        byte[] out = new byte[s.length() / 2];
        for (int i = 0; i < out.length; i++) {
            out[i] = (byte) Character.digit(s.charAt(2 * i), 16);
            out[i] = (byte) ((out[i] << 4) | Character.digit(s.charAt(2 * i + 1), 16));
        }
        return out;
    }

    // ---- the ContentProvider table API is not used: the authority answers call() only ----

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
