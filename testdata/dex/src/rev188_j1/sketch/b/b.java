package b;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;

import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** Survey sites behind the sites tools. Null means no such (active) site. */
public final class b {
    private b() {
    }

    /** list_sites. */
    public static JSONObject a(SQLiteDatabase db, String order, int limit) throws JSONException {
        Cursor cur = db.rawQuery("SELECT id, name, updated_at, note_count FROM sites WHERE archived = 0 ORDER BY "
                + order + " LIMIT " + limit, null);
        JSONArray sites = new JSONArray();
        try {
            while (cur.moveToNext()) {
                sites.put(new JSONObject().put("site_id", cur.getLong(0)).put("name", cur.getString(1))
                        .put("updated_at", cur.getLong(2)).put("note_count", cur.getInt(3)));
            }
        } finally {
            cur.close();
        }
        return new JSONObject().put("sites", sites);
    }

    /** app_grants: whether an app is linked to Fieldbook, and with which scopes. */
    public static JSONObject a(SQLiteDatabase db, String packageName) throws JSONException {
        Cursor cur = db.query("grants", new String[] {"provider_id", "scopes"}, "package = ? AND expires_at > ?",
                new String[] {packageName, String.valueOf(System.currentTimeMillis())}, null, null, "provider_id");
        JSONArray scopes = new JSONArray();
        try {
            while (cur.moveToNext()) {
                for (String s : cur.getString(1).split(",")) {
                    scopes.put(s);
                }
            }
            return new JSONObject().put("package_name", packageName).put("linked", cur.getCount() > 0)
                    .put("scopes", scopes);
        } finally {
            cur.close();
        }
    }

    /** rename_site. */
    public static JSONObject a(SQLiteDatabase db, long site, String name) throws JSONException {
        ContentValues row = new ContentValues();
        row.put("name", name);
        row.put("updated_at", System.currentTimeMillis());
        if (db.update("sites", row, "id = ? AND archived = 0", new String[] {String.valueOf(site)}) != 1) {
            return null;
        }
        return new JSONObject().put("site_id", site).put("name", name);
    }

    /** share_site: adds a member; the mail outbox sends the invitation. */
    public static JSONObject b(SQLiteDatabase db, long site, String email) throws JSONException {
        if (a(db, site) == null) {
            return null;
        }
        ContentValues row = new ContentValues();
        row.put("site_id", site);
        row.put("email", email);
        row.put("invited_at", System.currentTimeMillis());
        long id = db.insert("site_members", null, row);
        return new JSONObject().put("site_id", site).put("email", email).put("invited", id != -1L);
    }

    /** The team domain of an active site. */
    public static String a(SQLiteDatabase db, long site) {
        Cursor cur = db.query("sites", new String[] {"team_domain"}, "id = ? AND archived = 0",
                new String[] {String.valueOf(site)}, null, null, null);
        try {
            return cur.moveToFirst() ? cur.getString(0) : null;
        } finally {
            cur.close();
        }
    }

    /** archive_site: hides the site and ends every member's access. */
    public static JSONObject b(SQLiteDatabase db, long site) throws JSONException {
        ContentValues row = new ContentValues();
        row.put("archived", 1);
        row.put("updated_at", System.currentTimeMillis());
        if (db.update("sites", row, "id = ? AND archived = 0", new String[] {String.valueOf(site)}) != 1) {
            return null;
        }
        int members = db.delete("site_members", "site_id = ?", new String[] {String.valueOf(site)});
        return new JSONObject().put("site_id", site).put("archived", true).put("members_removed", members);
    }

    /** What the review screen shows before a site is archived, or null when there is no such active site. */
    public static String c(SQLiteDatabase db, long site) {
        Cursor cur = db.rawQuery("SELECT s.name, s.note_count, (SELECT COUNT(*) FROM site_members m WHERE"
                + " m.site_id = s.id) FROM sites s WHERE s.id = ? AND s.archived = 0",
                new String[] {String.valueOf(site)});
        try {
            if (!cur.moveToFirst()) {
                return null;
            }
            return "Archive the site \u201c" + cur.getString(0) + "\u201d: its " + cur.getInt(1) + " notes leave the"
                    + " site list and " + cur.getInt(2) + " members lose access. Members are not re-invited if it"
                    + " is restored.";
        } finally {
            cur.close();
        }
    }
}
