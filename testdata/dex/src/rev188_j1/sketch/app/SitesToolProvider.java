package com.quillstone.fieldbook.tools;

import android.database.sqlite.SQLiteDatabase;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;

import com.clawseed.tools.provider.CetpV2ContentProvider;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** Fieldbook's survey-site tools (authority com.quillstone.fieldbook.tools.sites). */
public class SitesToolProvider extends CetpV2ContentProvider {
    private static final a.e[] e = {
        new a.e("list_sites", "List sites", "List the active survey sites with their note counts.", "read", "low",
                "never", new String[] {"sites.read"},
                "{\"type\":\"object\",\"properties\":{\"order_by\":{\"type\":\"string\",\"enum\":[\"name\",\"updated_at\","
                        + "\"note_count\"]},\"limit\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":100}},"
                        + "\"additionalProperties\":false}",
                "{\"type\":\"object\",\"properties\":{\"sites\":{\"type\":\"array\",\"items\":{\"type\":\"object\","
                        + "\"properties\":{\"site_id\":{\"type\":\"integer\"},\"name\":{\"type\":\"string\"}},"
                        + "\"required\":[\"site_id\",\"name\"]}}},\"required\":[\"sites\"]}", 1),
        new a.e("app_grants", "Linked app", "Show whether an installed app is linked to Fieldbook and which scopes"
                + " it holds.", "read", "low", "never", new String[] {"sites.read"},
                "{\"type\":\"object\",\"properties\":{\"package_name\":{\"type\":\"string\",\"maxLength\":255}},"
                        + "\"required\":[\"package_name\"],\"additionalProperties\":false}",
                "{\"type\":\"object\",\"properties\":{\"package_name\":{\"type\":\"string\"},\"linked\":{\"type\":"
                        + "\"boolean\"},\"scopes\":{\"type\":\"array\",\"items\":{\"type\":\"string\"}}},"
                        + "\"required\":[\"package_name\",\"linked\",\"scopes\"]}", 1),
        new a.e("rename_site", "Rename site", "Give a survey site a new name.", "update", "low", "never",
                new String[] {"sites.write"},
                "{\"type\":\"object\",\"properties\":{\"site_id\":{\"type\":\"integer\",\"minimum\":1},\"name\":{\"type\":"
                        + "\"string\",\"minLength\":1,\"maxLength\":80}},\"required\":[\"site_id\",\"name\"],"
                        + "\"additionalProperties\":false}",
                "{\"type\":\"object\",\"properties\":{\"site_id\":{\"type\":\"integer\"},\"name\":{\"type\":\"string\"}},"
                        + "\"required\":[\"site_id\",\"name\"]}", 1),
        new a.e("share_site", "Share site", "Invite a person by e-mail to a survey site's notes.", "update",
                "moderate", "provider_policy", new String[] {"sites.share"},
                "{\"type\":\"object\",\"properties\":{\"site_id\":{\"type\":\"integer\",\"minimum\":1},\"email\":{\"type\":"
                        + "\"string\",\"format\":\"email\",\"maxLength\":254}},\"required\":[\"site_id\",\"email\"],"
                        + "\"additionalProperties\":false}",
                "{\"type\":\"object\",\"properties\":{\"site_id\":{\"type\":\"integer\"},\"email\":{\"type\":\"string\"},"
                        + "\"invited\":{\"type\":\"boolean\"}},\"required\":[\"site_id\",\"invited\"]}", 5),
        new a.e("archive_site", "Archive site", "Archive a survey site and remove every member's access.", "delete",
                "high", "always", new String[] {"sites.write"},
                "{\"type\":\"object\",\"properties\":{\"site_id\":{\"type\":\"integer\",\"minimum\":1}},"
                        + "\"required\":[\"site_id\"],\"additionalProperties\":false}",
                "{\"type\":\"object\",\"properties\":{\"site_id\":{\"type\":\"integer\"},\"archived\":{\"type\":"
                        + "\"boolean\"},\"members_removed\":{\"type\":\"integer\"}},\"required\":[\"site_id\","
                        + "\"archived\"]}", 10),
    };

    private a.f c;

    @Override
    public boolean onCreate() {
        c = a.f.a(getContext());
        b.c.a(c);
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        a.b req = new a.b(uid, method, extras);
        Bundle out;
        switch (method) {
            case "negotiate":
                out = a.g.b(getContext(), uid, "com.quillstone.fieldbook.sites") == null
                        ? a.a.b("PERMISSION_DENIED")
                        : a.c.a(uid, extras, "com.quillstone.fieldbook.sites", "Fieldbook sites",
                                new String[] {"async_operations", "cancellation"});
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
        a.g.a("com.quillstone.fieldbook.sites", uid, method, req.g, out.getString("status"));
        return out;
    }

    private Bundle a(a.b req) {
        if (!req.a()) {
            return a.a.a(req, "INVALID_REQUEST");
        }
        a.d session = a.c.a("com.quillstone.fieldbook.sites", req.e, req.a);
        if (session == null) {
            return a.a.a(req, "NEGOTIATION_REQUIRED");
        }
        if (a.g.b(getContext(), req.a, "com.quillstone.fieldbook.sites") == null) {
            return a.a.a(req, "PERMISSION_DENIED");
        }
        try {
            switch (req.b) {
                case "get_provider_info":
                    return a.a.b(req, "success", new JSONObject()
                            .put("provider_id", "com.quillstone.fieldbook.sites")
                            .put("provider_name", "Fieldbook sites")
                            .put("description", "Survey sites in Fieldbook: list, rename, share and archive them.")
                            .put("schema_dialect", "https://json-schema.org/draft/2020-12/schema")
                            .put("scopes", new JSONArray()
                                    .put(new JSONObject().put("name", "sites.read").put("title", "See sites")
                                            .put("description", "List survey sites and linked apps")
                                            .put("access", "read").put("sensitivity", "personal"))
                                    .put(new JSONObject().put("name", "sites.write").put("title", "Change sites")
                                            .put("description", "Rename and archive survey sites")
                                            .put("access", "write").put("sensitivity", "personal"))
                                    .put(new JSONObject().put("name", "sites.share").put("title", "Share sites")
                                            .put("description", "Invite people to a survey site")
                                            .put("access", "write").put("sensitivity", "personal"))));
                case "list_tools": {
                    boolean async = session.a("async_operations");
                    JSONArray tools = new JSONArray();
                    for (a.e tool : e) {
                        tools.put(tool.a(async));
                    }
                    return a.a.b(req, "success", new JSONObject().put("revision", async ? "sites-4-async" : "sites-4")
                            .put("tools", tools));
                }
                case "execute_tool":
                    return b(req, session);
                case "get_operation": {
                    if (!session.a("async_operations")) {
                        return a.a.a(req, "UNSUPPORTED_CAPABILITY");
                    }
                    String op = req.j.getString("operation_id");
                    JSONObject state = op == null ? null
                            : b.c.a(c.getReadableDatabase(), op, req.a, "com.quillstone.fieldbook.sites", req.d);
                    return state == null ? a.a.a(req, "INVALID_REQUEST") : a.a.b(req, "success", state);
                }
                default: {
                    if (!session.a("cancellation")) {
                        return a.a.a(req, "UNSUPPORTED_CAPABILITY");
                    }
                    if (req.b()) {
                        return a.a.a(req, "DEADLINE_EXCEEDED");
                    }
                    String op = req.j.getString("operation_id");
                    String ack = op == null ? null
                            : b.c.b(c.getWritableDatabase(), op, req.a, "com.quillstone.fieldbook.sites", req.d);
                    if (ack == null) {
                        return a.a.a(req, "INVALID_REQUEST");
                    }
                    return "conflict".equals(ack) ? a.a.a(req, "CONFLICT") : a.a.b(req, "success",
                            new JSONObject().put("operation_id", op).put("state", "cancellation_requested"));
                }
            }
        } catch (Exception ex) {
            Log.w("Fieldbook", "sites call failed", ex);
            return a.a.a(req, "INTERNAL_ERROR");
        }
    }

    private Bundle b(a.b req, a.d session) throws Exception {
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
            case "list_sites": {
                int limit = args.optInt("limit", 50);
                if (limit < 1 || limit > 100) {
                    return a.a.a(req, "INVALID_ARGS");
                }
                return a.a.a(req, b.b.a(db, args.optString("order_by", "name"), limit));
            }
            case "app_grants": {
                String pkg = args.optString("package_name");
                if (!pkg.matches("[A-Za-z][A-Za-z0-9_]*(\\.[A-Za-z][A-Za-z0-9_]*)+")) {
                    return a.a.a(req, "INVALID_ARGS");
                }
                return a.a.a(req, b.b.a(db, pkg));
            }
            default:
                break;
        }
        if (req.b()) {
            return a.a.a(req, "DEADLINE_EXCEEDED");
        }
        long site = args.optLong("site_id", 0L);
        String summary = null;
        if (req.i != null) {
            int decided = b.d.b(db, req.i, req.a, "com.quillstone.fieldbook.sites", tool.a, req.d, a.a.a(req.h));
            if (decided == 2) {
                return a.a.a(req, "USER_CANCELLED");
            }
            if (decided != 1) {
                return a.a.a(req, "INVALID_REQUEST");
            }
        } else if ("archive_site".equals(tool.a)) {
            summary = b.b.c(db, site);
            if (summary == null) {
                return a.a.a(req, "CONFLICT");
            }
        } else if ("share_site".equals(tool.a)) {
            String domain = b.b.a(db, site);
            if (domain == null) {
                return a.a.a(req, "CONFLICT");
            }
            String email = args.optString("email").trim().toLowerCase(Locale.ROOT);
            if (!email.endsWith("@" + domain) && !req.j.getBoolean("user_confirmed")) {
                summary = "Share the site's notes with " + email + ", who is outside " + domain
                        + ". They can read every note of the site.";
            }
        }
        if (summary != null) {
            String token = b.d.a(db, req.a, "com.quillstone.fieldbook.sites", tool.a, req.d, a.a.a(req.h), summary);
            return a.a.a(req, a.g.b(getContext(), token, token.hashCode()), token);
        }
        return runMutation(req.a, "com.quillstone.fieldbook.sites", req.d, tool.a, req.h,
                new a.aa(1, this, req, args, session.a("async_operations")));
    }

    /** The change itself. */
    public Bundle a(a.b req, JSONObject args, boolean async) throws JSONException {
        SQLiteDatabase db = c.getWritableDatabase();
        long site = args.optLong("site_id", 0L);
        JSONObject result;
        switch (req.g) {
            case "rename_site": {
                String name = args.optString("name").trim();
                if (name.isEmpty() || name.length() > 80 || !name.matches("[^\\p{Cntrl}]+")) {
                    return a.a.a(req, "INVALID_ARGS");
                }
                result = b.b.a(db, site, name);
                break;
            }
            case "share_site": {
                String email = args.optString("email").trim().toLowerCase(Locale.ROOT);
                if (email.length() > 254 || !email.matches("[a-z0-9._%+-]+@[a-z0-9.-]+\\.[a-z]{2,}")) {
                    return a.a.a(req, "INVALID_ARGS");
                }
                result = b.b.b(db, site, email);
                break;
            }
            case "archive_site":
                if (async) {
                    String op = b.c.a(c, req.a, "com.quillstone.fieldbook.sites", req.d, req.g, site);
                    return a.a.b(req, "accepted", new JSONObject().put("operation_id", op).put("poll_after_ms", 1000));
                }
                result = b.b.b(db, site);
                break;
            default:
                return a.a.a(req, "TOOL_NOT_FOUND");
        }
        return result == null ? a.a.a(req, "CONFLICT") : a.a.a(req, result);
    }

    /** Every scope of the tool must be in the app's grant row. */
    @Override
    protected boolean authorize(int uid, Bundle extras, String[] scopes) {
        String pkg = a.g.b(getContext(), uid, "com.quillstone.fieldbook.sites");
        if (pkg == null) {
            return false;
        }
        String[] grant = c.a("com.quillstone.fieldbook.sites", pkg);
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
