package b;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;

import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** Notes storage behind the notes tools. Null means the arguments failed business validation. */
public final class a {
    private a() {
    }

    /** search_notes: a LIKE search, newest first or by title. */
    public static JSONObject a(SQLiteDatabase db, JSONObject args) throws JSONException {
        String order = args.optString("order_by", "created_at");
        if (!"created_at".equals(order) && !"title".equals(order)) {
            return null;
        }
        int limit = args.optInt("limit", 20);
        String q = args.optString("query").trim();
        if (limit < 1 || limit > 100 || q.isEmpty() || q.length() > 200) {
            return null;
        }
        String like = "%" + q.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%";
        Cursor cur = db.rawQuery("SELECT id, title, created_at FROM notes WHERE title LIKE ? ESCAPE '\\'"
                + " OR body LIKE ? ESCAPE '\\' ORDER BY " + order + ("title".equals(order) ? " COLLATE NOCASE" : " DESC")
                + " LIMIT " + limit, new String[] {like, like});
        JSONArray notes = new JSONArray();
        try {
            while (cur.moveToNext()) {
                notes.put(new JSONObject().put("note_id", cur.getLong(0)).put("title", cur.getString(1))
                        .put("created_at", cur.getLong(2)));
            }
        } finally {
            cur.close();
        }
        return new JSONObject().put("notes", notes);
    }

    /** read_note. */
    public static JSONObject b(SQLiteDatabase db, JSONObject args) throws JSONException {
        long id = args.optLong("note_id", 0L);
        if (id < 1L) {
            return null;
        }
        Cursor cur = db.query("notes", new String[] {"title", "body", "tags"}, "id = ?",
                new String[] {String.valueOf(id)}, null, null, null);
        try {
            JSONObject out = new JSONObject().put("note_id", id);
            if (!cur.moveToFirst()) {
                return out.put("found", false);
            }
            JSONArray tags = new JSONArray();
            for (String t : cur.getString(2).split(",")) {
                if (!t.isEmpty()) {
                    tags.put(t);
                }
            }
            return out.put("found", true).put("title", cur.getString(0)).put("body", cur.getString(1))
                    .put("tags", tags);
        } finally {
            cur.close();
        }
    }

    /** add_note. */
    public static JSONObject c(SQLiteDatabase db, JSONObject args) throws JSONException {
        String title = args.optString("title").trim();
        String body = args.optString("body");
        long site = args.optLong("site_id", 0L);
        if (title.isEmpty() || title.length() > 120 || body.length() > 20000 || (args.has("site_id") && site < 1L)) {
            return null;
        }
        long now = System.currentTimeMillis();
        ContentValues row = new ContentValues();
        row.put("title", title);
        row.put("body", body);
        if (site > 0L) {
            row.put("site_id", site);
            db.execSQL("UPDATE sites SET note_count = note_count + 1 WHERE id = ?", new Object[] {site});
        }
        row.put("created_at", now);
        row.put("updated_at", now);
        return new JSONObject().put("note_id", db.insertOrThrow("notes", null, row));
    }

    /** tag_note: replaces the note's tags. */
    public static JSONObject d(SQLiteDatabase db, JSONObject args) throws JSONException {
        long id = args.optLong("note_id", 0L);
        JSONArray tags = args.optJSONArray("tags");
        if (id < 1L || tags == null || tags.length() > 10) {
            return null;
        }
        StringBuilder joined = new StringBuilder();
        for (int i = 0; i < tags.length(); i++) {
            String t = tags.optString(i);
            if (!t.matches("[a-z0-9-]{1,24}")) {
                return null;
            }
            joined.append(i == 0 ? "" : ",").append(t);
        }
        ContentValues row = new ContentValues();
        row.put("tags", joined.toString());
        row.put("updated_at", System.currentTimeMillis());
        if (db.update("notes", row, "id = ?", new String[] {String.valueOf(id)}) != 1) {
            return null;
        }
        return new JSONObject().put("note_id", id).put("tags", tags);
    }

    /** delete_note. */
    public static JSONObject e(SQLiteDatabase db, long id) throws JSONException {
        db.execSQL("UPDATE sites SET note_count = note_count - 1 WHERE id = (SELECT site_id FROM notes WHERE id = ?)",
                new Object[] {id});
        int n = db.delete("notes", "id = ?", new String[] {String.valueOf(id)});
        return new JSONObject().put("note_id", id).put("deleted", n == 1);
    }

    /** What the review screen shows before a note is deleted, or null when there is no such note. */
    public static String a(SQLiteDatabase db, long id) {
        Cursor cur = db.query("notes", new String[] {"title", "body"}, "id = ?", new String[] {String.valueOf(id)},
                null, null, null);
        try {
            if (!cur.moveToFirst()) {
                return null;
            }
            return "Delete the note \u201c" + cur.getString(0) + "\u201d (" + cur.getString(1).length()
                    + " characters) permanently. It cannot be restored.";
        } finally {
            cur.close();
        }
    }
}
