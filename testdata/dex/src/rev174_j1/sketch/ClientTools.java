package com.tallowbrook.salon.clients;

import android.database.Cursor;
import com.tallowbrook.salon.core.ToolCall;
import com.tallowbrook.salon.core.ToolMethod;
import java.util.regex.Pattern;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** The clients provider's tools, routed by their @ToolMethod annotations. */
final class ClientTools {
    private static final Pattern CLIENT_ID = Pattern.compile("cl_[0-9a-f]{16}");
    private static final Pattern PHONE = Pattern.compile("\\+?[0-9 ]{6,20}");

    private final ClientRepository repository;

    ClientTools(ClientRepository repository) {
        this.repository = repository;
    }

    @ToolMethod(name = "find_clients", title = "Find clients",
            description = "Clients whose name starts with the given text.",
            effect = "read", risk = "low", scopes = {"clients.read"}, idempotent = true,
            input = "{\"type\":\"object\",\"properties\":{\"name_prefix\":{\"type\":\"string\",\"minLength\":1,"
                    + "\"maxLength\":40},\"limit\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":50}},"
                    + "\"required\":[\"name_prefix\"],\"additionalProperties\":false}",
            output = "{\"type\":\"object\",\"properties\":{\"clients\":{\"type\":\"array\",\"items\":{\"type\":"
                    + "\"object\"}}},\"required\":[\"clients\"]}")
    ToolCall.Result find(ToolCall call) throws JSONException {
        String prefix = call.args.getString("name_prefix");
        int limit = call.args.optInt("limit", 20);
        if (prefix.isEmpty() || prefix.length() > 40 || limit < 1 || limit > 50) {
            return ToolCall.Result.invalidArgs();
        }
        JSONArray list = new JSONArray();
        for (ClientDao.Row row : repository.search(prefix, limit)) {
            JSONObject o = new JSONObject();
            o.put("client_id", row.id);
            o.put("name", row.name);
            o.put("visits", row.visits);
            list.put(o);
        }
        JSONObject out = new JSONObject();
        out.put("clients", list);
        return ToolCall.Result.ok(out);
    }

    @ToolMethod(name = "client_history", title = "Client history",
            description = "The last fifty appointments of one client.",
            effect = "read", risk = "low", scopes = {"clients.read"}, idempotent = true,
            input = "{\"type\":\"object\",\"properties\":{\"client_id\":{\"type\":\"string\"}},"
                    + "\"required\":[\"client_id\"],\"additionalProperties\":false}",
            output = "{\"type\":\"object\",\"properties\":{\"client_id\":{\"type\":\"string\"},\"visits\":{\"type\":"
                    + "\"array\",\"items\":{\"type\":\"object\"}}},\"required\":[\"client_id\",\"visits\"]}")
    ToolCall.Result history(ToolCall call) throws JSONException {
        String id = call.args.getString("client_id");
        if (!CLIENT_ID.matcher(id).matches() || repository.byId(id) == null) {
            return ToolCall.Result.invalidArgs();
        }
        JSONArray visits = new JSONArray();
        Cursor c = repository.history(id);
        try {
            while (c.moveToNext()) {
                JSONObject o = new JSONObject();
                o.put("appointment_id", c.getString(0));
                o.put("starts_at", c.getLong(1));
                o.put("stylist", c.getString(2));
                o.put("status", c.getInt(3));
                visits.put(o);
            }
        } finally {
            c.close();
        }
        JSONObject out = new JSONObject();
        out.put("client_id", id);
        out.put("visits", visits);
        return ToolCall.Result.ok(out);
    }

    @ToolMethod(name = "update_client_phone", title = "Change a client's phone number",
            description = "Replaces the phone number reminders are sent to.",
            effect = "update", risk = "moderate", confirmation = "provider_policy", scopes = {"clients.write"},
            idempotent = true,
            input = "{\"type\":\"object\",\"properties\":{\"client_id\":{\"type\":\"string\"},\"phone\":{\"type\":"
                    + "\"string\"}},\"required\":[\"client_id\",\"phone\"],\"additionalProperties\":false}",
            output = "{\"type\":\"object\",\"properties\":{\"updated\":{\"type\":\"boolean\"}},"
                    + "\"required\":[\"updated\"]}")
    ToolCall.Result updatePhone(ToolCall call) throws JSONException {
        String id = call.args.getString("client_id");
        String phone = call.args.getString("phone");
        if (!CLIENT_ID.matcher(id).matches() || !PHONE.matcher(phone).matches()) {
            return ToolCall.Result.invalidArgs();
        }
        if (repository.setPhone(id, phone) != ClientRepository.RESULT_OK) {
            return ToolCall.Result.invalidArgs();
        }
        JSONObject out = new JSONObject();
        out.put("updated", true);
        return ToolCall.Result.ok(out);
    }

    @ToolMethod(name = "merge_clients", title = "Merge duplicate clients",
            description = "Moves every appointment of a duplicate record to the record that is kept, then retires the"
                    + " duplicate.",
            effect = "update", risk = "high", confirmation = "always", scopes = {"clients.admin"},
            input = "{\"type\":\"object\",\"properties\":{\"keep_id\":{\"type\":\"string\"},\"merge_id\":{\"type\":"
                    + "\"string\"},\"user_confirmed\":{\"type\":\"boolean\"}},\"required\":[\"keep_id\","
                    + "\"merge_id\"],\"additionalProperties\":false}",
            output = "{\"type\":\"object\",\"properties\":{\"client_id\":{\"type\":\"string\"}},"
                    + "\"required\":[\"client_id\"]}")
    ToolCall.Result merge(ToolCall call) throws JSONException {
        String keep = call.args.getString("keep_id");
        String gone = call.args.getString("merge_id");
        if (!CLIENT_ID.matcher(keep).matches() || !CLIENT_ID.matcher(gone).matches()) {
            return ToolCall.Result.invalidArgs();
        }
        switch (repository.merge(keep, gone)) {
            case ClientRepository.RESULT_OK: {
                JSONObject out = new JSONObject();
                out.put("client_id", keep);
                return ToolCall.Result.ok(out);
            }
            case ClientRepository.RESULT_SAME:
                return ToolCall.Result.invalidArgs();
            default:
                return ToolCall.Result.conflict();
        }
    }

    @ToolMethod(name = "delete_client", title = "Delete a client",
            description = "Deletes a client record for good and cancels the client's booked appointments.",
            effect = "delete", risk = "high", confirmation = "always", destructive = true,
            scopes = {"clients.admin"},
            input = "{\"type\":\"object\",\"properties\":{\"client_id\":{\"type\":\"string\"}},"
                    + "\"required\":[\"client_id\"],\"additionalProperties\":false}",
            output = "{\"type\":\"object\",\"properties\":{\"cancelled_appointments\":{\"type\":\"integer\","
                    + "\"minimum\":0}},\"required\":[\"cancelled_appointments\"]}")
    ToolCall.Result delete(ToolCall call) throws JSONException {
        String id = call.args.getString("client_id");
        if (!CLIENT_ID.matcher(id).matches()) {
            return ToolCall.Result.invalidArgs();
        }
        int cancelled = repository.delete(id);
        if (cancelled < 0) {
            return ToolCall.Result.invalidArgs();
        }
        JSONObject out = new JSONObject();
        out.put("cancelled_appointments", cancelled);
        return ToolCall.Result.ok(out);
    }

    @ToolMethod(name = "rebuild_visit_counts", title = "Recount visits",
            description = "Recounts every client's completed visits from the appointment book.",
            effect = "update", risk = "low", scopes = {"clients.write"}, idempotent = true, async = true,
            input = "{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false}",
            output = "{\"type\":\"object\",\"properties\":{\"clients\":{\"type\":\"integer\",\"minimum\":0}},"
                    + "\"required\":[\"clients\"]}")
    ToolCall.Result rebuildVisits(ToolCall call) throws JSONException {
        JSONObject out = new JSONObject();
        out.put("clients", repository.rebuildVisits());
        return ToolCall.Result.ok(out);
    }
}
