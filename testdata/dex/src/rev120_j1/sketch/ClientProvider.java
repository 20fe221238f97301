package com.tallyhouse.clients;

import android.content.Context;
import android.database.Cursor;
import android.os.Bundle;
import android.util.Log;
import com.tallyhouse.bus.ConfirmedAction;
import com.tallyhouse.cetp.BaseToolProvider;
import com.tallyhouse.cetp.CallInfo;
import com.tallyhouse.cetp.Confirmations;
import com.tallyhouse.cetp.Ids;
import com.tallyhouse.cetp.Replies;
import com.tallyhouse.cetp.SessionRegistry;
import com.tallyhouse.data.TallyDb;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** Tools over the client list: search, merge, purge and export clients. */
public final class ClientProvider extends BaseToolProvider {
    static final String AUTHORITY = "com.tallyhouse.clients";
    private static final String TAG = "ClientTools";

    private static final String PROVIDER_INFO = "{\"provider_id\":\"com.tallyhouse.clients\","
            + "\"provider_name\":\"Tallyhouse clients\",\"description\":\"The client list of a small business\","
            + "\"scopes\":[{\"name\":\"clients.read\",\"description\":\"Read clients\",\"access\":\"read\","
            + "\"sensitivity\":\"personal\"},{\"name\":\"clients.write\",\"description\":\"Merge and delete"
            + " clients\",\"access\":\"write\",\"sensitivity\":\"personal\"}]}";

    private static final String TOOLS = "["
            + "{\"name\":\"list_clients\",\"description\":\"Clients whose name contains the given text\","
            + "\"input_schema\":{\"type\":\"object\",\"properties\":{\"name\":{\"type\":\"string\",\"maxLength\":80}},"
            + "\"additionalProperties\":false},"
            + "\"output_schema\":{\"type\":\"object\",\"properties\":{\"clients\":{\"type\":\"array\"}},"
            + "\"required\":[\"clients\"]},\"scopes\":[\"clients.read\"],"
            + "\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\",\"open_world\":false}},"
            + "{\"name\":\"merge_clients\",\"description\":\"Move the invoices of one client to another and delete"
            + " the first\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"keep_id\":{\"type\":\"integer\"},"
            + "\"merge_id\":{\"type\":\"integer\"}},\"required\":[\"keep_id\",\"merge_id\"],"
            + "\"additionalProperties\":false},"
            + "\"output_schema\":{\"type\":\"object\",\"properties\":{\"moved\":{\"type\":\"integer\"}},"
            + "\"required\":[\"moved\"]},\"scopes\":[\"clients.write\"],"
            + "\"annotations\":{\"effect\":\"update\",\"risk\":\"high\",\"destructive\":true,"
            + "\"confirmation\":\"always\",\"open_world\":false}},"
            + "{\"name\":\"purge_client\",\"description\":\"Delete a client and all of their invoices\","
            + "\"input_schema\":{\"type\":\"object\",\"properties\":{\"client_id\":{\"type\":\"integer\"},"
            + "\"confirmed\":{\"type\":\"boolean\"}},\"required\":[\"client_id\"],\"additionalProperties\":false},"
            + "\"output_schema\":{\"type\":\"object\",\"properties\":{\"purged\":{\"type\":\"string\"},"
            + "\"invoices_deleted\":{\"type\":\"integer\"}},\"required\":[\"purged\"]},\"scopes\":[\"clients.write\"],"
            + "\"annotations\":{\"effect\":\"delete\",\"risk\":\"high\",\"destructive\":true,"
            + "\"confirmation\":\"always\",\"open_world\":false}},"
            + "{\"name\":\"export_clients\",\"description\":\"Export the client list as JSON\","
            + "\"input_schema\":{\"type\":\"object\",\"properties\":{\"include_archived\":{\"type\":\"boolean\"}},"
            + "\"additionalProperties\":false},"
            + "\"output_schema\":{\"type\":\"object\",\"properties\":{\"clients\":{\"type\":\"array\"}},"
            + "\"required\":[\"clients\"]},\"scopes\":[\"clients.read\"],"
            + "\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\",\"open_world\":false,"
            + "\"execution\":\"sync_or_async\"}}]";

    private final Executor exports = Executors.newSingleThreadExecutor();
    private ConfirmedAction purgeAction;

    @Override
    protected void onReady(Context context) {
        purgeAction = new ConfirmedAction() {
            @Override
            protected int perform(Bundle event) {
                return db.purgeClient(event.getLong("client_id"));
            }
        };
        bus.register(TOPIC_PURGE_CLIENT, purgeAction);
    }

    @Override
    protected String providerId() {
        return AUTHORITY;
    }

    @Override
    protected String providerInfoJson() {
        return PROVIDER_INFO;
    }

    @Override
    protected String toolsJson() {
        return TOOLS;
    }

    @Override
    protected boolean supportsAsync() {
        return true;
    }

    /** A consumer negotiates once with either Tallyhouse provider; its session is good for both. */
    @Override
    protected SessionRegistry.Session sessionFor(String token, int uid) {
        return SessionRegistry.get().lookup(token);
    }

    @Override
    protected Bundle handle(String tool, JSONObject args) {
        CallInfo call = currentCall();
        switch (tool) {
            case "list_clients":
                return listClients(call, args);
            case "merge_clients":
                return mergeClients(call, args);
            case "purge_client":
                return purgeClient(call, args);
            case "export_clients":
                return exportClients(call, args);
            default:
                return Replies.error(call, "TOOL_NOT_FOUND", "No such tool", false);
        }
    }

    private Bundle listClients(CallInfo call, JSONObject args) {
        StringBuilder where = new StringBuilder("archived = 0");
        String name = args.optString("name", "").trim();
        if (name.length() > 0) {
            where.append(" AND display_name LIKE '%").append(name).append("%'");
        }
        Cursor c = db.clients(where.toString(), null, "display_name ASC");
        JSONArray rows = new JSONArray();
        StringWriter trace = null;
        Bundle reply = null;
        try {
            while (c.moveToNext()) {
                rows.put(TallyDb.clientJson(c));
            }
        } catch (JSONException e) {
            trace = new StringWriter();
            e.printStackTrace(new PrintWriter(trace));
        } finally {
            c.close();
            if (trace != null) {
                Log.w(TAG, "list_clients: " + trace);
                reply = Replies.error(call, "INTERNAL_ERROR", "The client list could not be read", true);
            }
        }
        if (reply != null) {
            return reply;
        }
        return Replies.success(call, Replies.obj("clients", rows));
    }

    private Bundle mergeClients(CallInfo call, JSONObject args) {
        long keepId = args.optLong("keep_id", -1L);
        long mergeId = args.optLong("merge_id", -1L);
        String keepName = db.clientName(keepId);
        String mergeName = db.clientName(mergeId);
        if (keepId == mergeId || keepName == null || mergeName == null) {
            return Replies.error(call, "INVALID_ARGS", "keep_id and merge_id must name two clients", false);
        }
        Confirmations.Pending grant = confirmations.redeem(call);
        if (grant == null) {
            String summary = new StringBuilder("Merge ").append(mergeName).append(" into ").append(keepName)
                    .append("? ").append(mergeName).append(" will be deleted.").toString();
            return askUser(call, SCREEN_MERGE_CLIENTS, summary, LEGACY_RESOLUTION_FLAGS);
        }
        if (!grant.approved()) {
            return Replies.error(call, "USER_CANCELLED", "The user declined", false);
        }
        int moved = db.mergeClients(keepId, mergeId, keepName);
        return Replies.success(call, Replies.obj("moved", moved));
    }

    private Bundle purgeClient(CallInfo call, JSONObject args) {
        long clientId = args.optLong("client_id", -1L);
        String name = db.clientName(clientId);
        if (name == null) {
            return Replies.error(call, "INVALID_ARGS", "client_id must name a client", false);
        }
        // assistants that showed their own dialog say so, and are not asked twice
        purgeAction.confirmed = args.optBoolean("confirmed", false);
        if (!purgeAction.confirmed) {
            Confirmations.Pending grant = confirmations.redeem(call);
            if (grant == null) {
                return askUser(call, SCREEN_PURGE_CLIENT, "Delete " + name + " and all of their invoices?",
                        RESOLUTION_FLAGS);
            }
            purgeAction.confirmed = grant.approved();
        }
        Bundle event = new Bundle();
        event.putLong("client_id", clientId);
        bus.post(TOPIC_PURGE_CLIENT, event);
        if (event.getBoolean("skipped", false)) {
            return Replies.error(call, "USER_CANCELLED", "The user declined", false);
        }
        return Replies.success(call, Replies.obj("purged", name, "invoices_deleted", event.getInt("affected")));
    }

    private Bundle exportClients(final CallInfo call, JSONObject args) {
        if (!call.async) {
            return Replies.error(call, "UNSUPPORTED_CAPABILITY", "export_clients needs async_operations", false);
        }
        final boolean archived = args.optBoolean("include_archived", false);
        final String operationId = Ids.compose("op", Ids.secure().nextLong(), Ids.secure().nextLong());
        ledger().openOperation(AUTHORITY, operationId, call);
        exports.execute(new Runnable() {
            @Override
            public void run() {
                String result = null;
                String error = null;
                try {
                    result = db.exportClients(archived);
                } catch (JSONException e) {
                    Log.w(TAG, "export " + operationId + " failed", e);
                    error = "INTERNAL_ERROR";
                }
                ledger().finishOperation(operationId, result, error);
                Bundle event = new Bundle();
                event.putInt("uid", call.uid);
                event.putString("tool", "export_clients");
                event.putString("outcome", error == null ? "succeeded" : "failed");
                bus.post(auditTopic(), event);
            }
        });
        return Replies.accepted(call, operationId, 1500L);
    }
}
