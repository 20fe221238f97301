package com.inkwell.notes.cetp;

import android.content.Context;
import android.database.SQLException;
import android.os.Bundle;
import android.util.Log;
import com.inkwell.notes.data.NotesDb;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Locale;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** CETP v2 by hand for a provider whose tools are the constants of one enum. */
public final class Dispatcher<T extends Enum<T> & CetpTool> {
    private static final String TAG = "InkwellCetp";
    private static final int MAX_REQUEST_BYTES = 65536;
    private static final long SESSION_TTL_MS = 60 * 60 * 1000L;

    enum Method {
        NEGOTIATE, GET_PROVIDER_INFO, LIST_TOOLS, EXECUTE_TOOL, GET_OPERATION, CANCEL_OPERATION;

        static Method of(String wire) {
            for (Method m : values()) {
                if (m.name().toLowerCase(Locale.ROOT).equals(wire)) {
                    return m;
                }
            }
            return null;
        }
    }

    private final Context context;
    private final Class<T> type;
    private final T[] tools;
    private final String providerId;
    private final String providerName;
    private final String description;
    private final JSONArray scopes;
    private final String revision;
    private final NotesDb db;
    private final Sessions sessions = new Sessions();

    public Dispatcher(Context context, Class<T> type, T[] tools, String providerId, String providerName,
            String description, JSONArray scopes, String revision) {
        this.context = context;
        this.type = type;
        this.tools = tools;
        this.providerId = providerId;
        this.providerName = providerName;
        this.description = description;
        this.scopes = scopes;
        this.revision = revision;
        this.db = NotesDb.get(context);
    }

    public Bundle call(Caller caller, String method, Bundle extras) {
        Bundle in = extras == null ? new Bundle() : extras;
        String rid = in.getString("request_id");
        Method m = Method.of(method);
        if (m == null) {
            return Replies.error(rid, "METHOD_NOT_FOUND", "Unknown method", false);
        }
        try {
            if (m == Method.NEGOTIATE) {
                return negotiate(caller, in);
            }
            if (in.getInt("protocol_version", 0) != 2) {
                return Replies.error(rid, "UNSUPPORTED_VERSION", "protocol_version 2 is required", false);
            }
            if (rid == null || rid.isEmpty()) {
                return Replies.error(null, "INVALID_REQUEST", "request_id is required", false);
            }
            if (!sessions.valid(in.getString("session_token"), caller.uid())) {
                return Replies.error(rid, "NEGOTIATION_REQUIRED", "Negotiate a session first", true);
            }
            switch (m) {
                case GET_PROVIDER_INFO:
                    return Replies.success(rid, providerInfo());
                case LIST_TOOLS:
                    return Replies.success(rid, new JSONObject().put("revision", revision)
                            .put("tools", CetpTool.describeAll(tools)));
                case EXECUTE_TOOL:
                    return execute(caller, rid, in);
                default:
                    return Replies.error(rid, "UNSUPPORTED_CAPABILITY", "No background operations are offered", false);
            }
        } catch (JSONException | SQLException e) {
            Log.w(TAG, "call " + method + " failed", e);
            return Replies.error(rid, "INTERNAL_ERROR", "The provider could not complete the call", false);
        }
    }

    private Bundle negotiate(Caller caller, Bundle in) throws JSONException {
        int[] versions = in.getIntArray("consumer_versions");
        boolean two = false;
        if (versions != null) {
            for (int v : versions) {
                two |= v == 2;
            }
        }
        if (!two) {
            return Replies.error(null, "UNSUPPORTED_VERSION", "This provider speaks CETP v2 only", false);
        }
        long expiresAt = System.currentTimeMillis() + SESSION_TTL_MS;
        String token = sessions.open(caller.uid(), expiresAt);
        JSONObject limits = new JSONObject()
                .put("max_request_bytes", MAX_REQUEST_BYTES)
                .put("max_inline_result_bytes", 262144)
                .put("max_concurrent_requests", 4)
                .put("idempotency_window_seconds", 86400);
        JSONObject data = new JSONObject()
                .put("selected_version", 2)
                .put("provider_id", providerId)
                .put("provider_name", providerName)
                .put("session_token", token)
                .put("expires_at", Instant.ofEpochMilli(expiresAt).toString())
                .put("capabilities", new JSONArray())
                .put("limits", limits);
        Bundle b = new Bundle();
        b.putString("status", "success");
        b.putString("data", data.toString());
        return b;
    }

    private JSONObject providerInfo() throws JSONException {
        return new JSONObject()
                .put("provider_id", providerId)
                .put("provider_name", providerName)
                .put("description", description)
                .put("schema_dialect", "https://json-schema.org/draft/2020-12/schema")
                .put("scopes", scopes);
    }

    private Bundle execute(Caller caller, String rid, Bundle in) throws JSONException {
        T tool = CetpTool.find(type, in.getString("tool_name"));
        if (tool == null) {
            return Replies.error(rid, "TOOL_NOT_FOUND", "No such tool", false);
        }
        String argsText = in.getString("args");
        if (argsText == null) {
            argsText = "{}";
        }
        if (argsText.getBytes(StandardCharsets.UTF_8).length > MAX_REQUEST_BYTES) {
            return Replies.error(rid, "INVALID_ARGS", "The arguments are too large", false);
        }
        JSONObject args;
        try {
            args = new JSONObject(argsText);
        } catch (JSONException e) {
            return Replies.error(rid, "INVALID_ARGS", "The arguments must be a JSON object", false);
        }
        Ctx c = new Ctx.Builder(context, caller).db(db).providerId(providerId).request(rid, in, argsText).build();
        if (!tool.admits(c)) {
            return Replies.error(rid, "PERMISSION_DENIED", "This app holds no grant for " + tool.scope(), false);
        }
        if (!tool.mutating()) {
            return tool.run(c, args);
        }
        String digest = Json.sha256(argsText);
        NotesDb.Prior prior = db.prior(caller.uid(), providerId, rid);
        if (prior != null) {
            if (!prior.tool.equals(tool.wireName()) || !prior.argsDigest.equals(digest)) {
                return Replies.error(rid, "INVALID_REQUEST", "This request_id was used for another call", false);
            }
            return Replies.inline(rid, prior.data);
        }
        Bundle out = tool.run(c, args);
        if ("success".equals(out.getString("status"))) {
            db.record(caller.uid(), providerId, rid, tool.wireName(), digest, out.getString("data"));
        }
        return out;
    }
}
