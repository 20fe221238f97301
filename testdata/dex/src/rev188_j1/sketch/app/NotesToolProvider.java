package com.quillstone.fieldbook.tools;

import android.database.sqlite.SQLiteDatabase;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;

import com.clawseed.tools.provider.CetpMutationExecutor;
import com.clawseed.tools.provider.CetpV2ContentProvider;

import java.util.Arrays;
import java.util.List;

import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** Fieldbook's notes tools (authority com.quillstone.fieldbook.tools.notes). */
public class NotesToolProvider extends CetpV2ContentProvider {
    private static final a.e[] e = {
        new a.e("search_notes", "Search notes", "Find notes whose title or text contains the query.", "read", "low",
                "never", new String[] {"notes.read"},
                "{\"type\":\"object\",\"properties\":{\"query\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":200},"
                        + "\"order_by\":{\"type\":\"string\",\"enum\":[\"created_at\",\"title\"]},\"limit\":{\"type\":"
                        + "\"integer\",\"minimum\":1,\"maximum\":100}},\"required\":[\"query\"],"
                        + "\"additionalProperties\":false}",
                "{\"type\":\"object\",\"properties\":{\"notes\":{\"type\":\"array\",\"items\":{\"type\":\"object\","
                        + "\"properties\":{\"note_id\":{\"type\":\"integer\"},\"title\":{\"type\":\"string\"},"
                        + "\"created_at\":{\"type\":\"integer\"}},\"required\":[\"note_id\",\"title\"]}}},"
                        + "\"required\":[\"notes\"]}", 1),
        new a.e("read_note", "Read note", "Read one note: title, text and tags.", "read", "low", "never",
                new String[] {"notes.read"},
                "{\"type\":\"object\",\"properties\":{\"note_id\":{\"type\":\"integer\",\"minimum\":1}},"
                        + "\"required\":[\"note_id\"],\"additionalProperties\":false}",
                "{\"type\":\"object\",\"properties\":{\"note_id\":{\"type\":\"integer\"},\"found\":{\"type\":\"boolean\"},"
                        + "\"title\":{\"type\":\"string\"},\"body\":{\"type\":\"string\"},\"tags\":{\"type\":\"array\","
                        + "\"items\":{\"type\":\"string\"}}},\"required\":[\"note_id\",\"found\"]}", 1),
        new a.e("add_note", "Add note", "Add a note, optionally filed under a survey site.", "create", "low", "never",
                new String[] {"notes.write"},
                "{\"type\":\"object\",\"properties\":{\"title\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":120},"
                        + "\"body\":{\"type\":\"string\",\"maxLength\":20000},\"site_id\":{\"type\":\"integer\","
                        + "\"minimum\":1}},\"required\":[\"title\",\"body\"],\"additionalProperties\":false}",
                "{\"type\":\"object\",\"properties\":{\"note_id\":{\"type\":\"integer\"}},\"required\":[\"note_id\"]}",
                0),
        new a.e("tag_note", "Tag note", "Replace the tags of a note.", "update", "low", "never",
                new String[] {"notes.write"},
                "{\"type\":\"object\",\"properties\":{\"note_id\":{\"type\":\"integer\",\"minimum\":1},\"tags\":{\"type\":"
                        + "\"array\",\"maxItems\":10,\"items\":{\"type\":\"string\",\"pattern\":\"^[a-z0-9-]{1,24}$\"}}},"
                        + "\"required\":[\"note_id\",\"tags\"],\"additionalProperties\":false}",
                "{\"type\":\"object\",\"properties\":{\"note_id\":{\"type\":\"integer\"},\"tags\":{\"type\":\"array\"}},"
                        + "\"required\":[\"note_id\",\"tags\"]}", 1),
        new a.e("delete_note", "Delete note", "Delete a note permanently.", "delete", "high", "always",
                new String[] {"notes.write"},
                "{\"type\":\"object\",\"properties\":{\"note_id\":{\"type\":\"integer\",\"minimum\":1}},"
                        + "\"required\":[\"note_id\"],\"additionalProperties\":false}",
                "{\"type\":\"object\",\"properties\":{\"note_id\":{\"type\":\"integer\"},\"deleted\":{\"type\":"
                        + "\"boolean\"}},\"required\":[\"note_id\",\"deleted\"]}", 2),
    };

    private a.f c;
    private a.h d;

    @Override
    public boolean onCreate() {
        c = a.f.a(getContext());
        d = new a.h(c);
        return true;
    }

    @Override
    protected CetpMutationExecutor getMutationExecutor() {
        return d;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        a.b req = new a.b(uid, method, extras);
        Bundle out;
        switch (method) {
            case "negotiate":
                out = a.g.a(getContext(), uid, "com.quillstone.fieldbook.notes") == null
                        ? a.a.b("PERMISSION_DENIED")
                        : a.c.a(uid, extras, "com.quillstone.fieldbook.notes", "Fieldbook notes", new String[0]);
                break;
            case "get_provider_info":
            case "list_tools":
            case "execute_tool":
            case "get_operation":
            case "cancel_operation":
                out = a(req);
                break;
            default:
                out = a.a.a(req, "METHOD_NOT_FOUND");
                break;
        }
        a.g.a("com.quillstone.fieldbook.notes", uid, method, req.g, out.getString("status"));
        return out;
    }

    private Bundle a(a.b req) {
        if (!req.a()) {
            return a.a.a(req, "INVALID_REQUEST");
        }
        a.d session = a.c.a("com.quillstone.fieldbook.notes", req.e, req.a);
        if (session == null) {
            return a.a.a(req, "NEGOTIATION_REQUIRED");
        }
        if (a.g.a(getContext(), req.a, "com.quillstone.fieldbook.notes") == null) {
            return a.a.a(req, "PERMISSION_DENIED");
        }
        try {
            switch (req.b) {
                case "get_provider_info":
                    return a.a.b(req, "success", new JSONObject()
                            .put("provider_id", "com.quillstone.fieldbook.notes")
                            .put("provider_name", "Fieldbook notes")
                            .put("description", "Search, read and file field notes kept in Fieldbook.")
                            .put("schema_dialect", "https://json-schema.org/draft/2020-12/schema")
                            .put("scopes", new JSONArray()
                                    .put(new JSONObject().put("name", "notes.read").put("title", "Read notes")
                                            .put("description", "Search and read your field notes")
                                            .put("access", "read").put("sensitivity", "personal"))
                                    .put(new JSONObject().put("name", "notes.write").put("title", "Change notes")
                                            .put("description", "Add, tag and delete field notes")
                                            .put("access", "write").put("sensitivity", "personal"))));
                case "list_tools": {
                    JSONArray tools = new JSONArray();
                    for (a.e tool : e) {
                        tools.put(tool.a(false));
                    }
                    return a.a.b(req, "success", new JSONObject().put("revision", "notes-7").put("tools", tools));
                }
                case "execute_tool":
                    return b(req);
                default:
                    return a.a.a(req, "UNSUPPORTED_CAPABILITY");
            }
        } catch (Exception ex) {
            Log.w("Fieldbook", "notes call failed", ex);
            return a.a.a(req, "INTERNAL_ERROR");
        }
    }

    private Bundle b(a.b req) throws Exception {
        a.e tool = null;
        for (a.e t : e) {
            if (t.a.equals(req.g)) {
                tool = t;
                break;
            }
        }
        if (tool == null) {
            return a.a.a(req, "TOOL_NOT_FOUND");
        }
        if (req.c()) {
            return a.a.a(req, "INVALID_REQUEST");
        }
        JSONObject args = tool.a(req.h);
        if (args == null) {
            return a.a.a(req, "INVALID_ARGS");
        }
        if (!authorize(req.a, req.j, tool.g)) {
            return a.a.a(req, "PERMISSION_DENIED");
        }
        SQLiteDatabase db = c.getWritableDatabase();
        switch (tool.a) {
            case "search_notes": {
                JSONObject found = b.a.a(db, args);
                return found == null ? a.a.a(req, "INVALID_ARGS") : a.a.a(req, found);
            }
            case "read_note": {
                JSONObject note = b.a.b(db, args);
                return note == null ? a.a.a(req, "INVALID_ARGS") : a.a.a(req, note);
            }
            default:
                break;
        }
        if (req.b()) {
            return a.a.a(req, "DEADLINE_EXCEEDED");
        }
        if ("always".equals(tool.f) && req.i == null) {
            String summary = b.a.a(db, args.optLong("note_id", 0L));
            if (summary == null) {
                return a.a.a(req, "CONFLICT");
            }
            String token = b.d.a(db, req.a, "com.quillstone.fieldbook.notes", tool.a, req.d, a.a.a(req.h), summary);
            return a.a.a(req, a.g.a(getContext(), token, token.hashCode()), token);
        }
        Bundle done = runMutation(req.a, "com.quillstone.fieldbook.notes", req.d, tool.a, req.h,
                new a.aa(0, this, req, args, false));
        return done == null ? a.a.a(req, "INVALID_REQUEST") : done;
    }

    /** The mutation itself, run inside the journal's transaction. */
    public Bundle a(a.b req, JSONObject args) throws JSONException {
        SQLiteDatabase db = c.getWritableDatabase();
        if (req.i != null) {
            int decided = b.d.a(db, req.i, req.a, "com.quillstone.fieldbook.notes", req.g, req.d, a.a.a(req.h));
            if (decided == 2) {
                return a.a.a(req, "USER_CANCELLED");
            }
            if (decided != 1) {
                return a.a.a(req, "INVALID_REQUEST");
            }
        }
        JSONObject result;
        switch (req.g) {
            case "add_note":
                result = b.a.c(db, args);
                break;
            case "tag_note":
                result = b.a.d(db, args);
                break;
            case "delete_note":
                if (req.i == null) {
                    return a.a.a(req, "INVALID_REQUEST");
                }
                result = b.a.e(db, args.optLong("note_id", 0L));
                break;
            default:
                return a.a.a(req, "TOOL_NOT_FOUND");
        }
        return result == null ? a.a.a(req, "CONFLICT") : a.a.a(req, result);
    }

    /** Every scope of the tool must be in the app's grant row. */
    @Override
    protected boolean authorize(int uid, Bundle extras, String[] scopes) {
        String pkg = extras.getString("caller_package");
        if (pkg == null) {
            pkg = a.g.a(getContext(), uid, "com.quillstone.fieldbook.notes");
        }
        if (pkg == null) {
            return false;
        }
        String[] grant = c.a("com.quillstone.fieldbook.notes", pkg);
        if (grant == null) {
            return false;
        }
        List<String> held = Arrays.asList(grant[1].split(","));
        for (String scope : scopes) {
            if (!held.contains(scope)) {
                return false;
            }
        }
        return true;
    }
}
