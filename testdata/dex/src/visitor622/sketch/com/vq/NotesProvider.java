package com.vq;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import java.util.ArrayList;
import java.util.List;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * search_notes turns the agent's filter into SQL with the Where visitor, whose columns are the table's own: silent.
 * search_raw uses RawWhere, which writes the agent's field name into the SQL: CETP622. Both replies describe the
 * filter with the Describe visitor, whose text carries the field as sent.
 */
public final class NotesProvider extends ContentProvider {
    private SQLiteDatabase db;

    @Override
    public boolean onCreate() {
        db = SQLiteDatabase.openOrCreateDatabase("/data/data/com.vq/databases/notes.db", null);
        return true;
    }

    static Node parse(JSONObject filter) throws JSONException {
        JSONArray parts = filter.optJSONArray("all");
        if (parts == null) {
            return new Node.Match(filter.getString("field"), filter.getString("text"));
        }
        List<Node> nodes = new ArrayList<>();
        for (int i = 0; i < parts.length(); i++) {
            nodes.add(parse(parts.getJSONObject(i)));
        }
        return new Node.All(nodes);
    }

    private Bundle search(Node filter) {
        Visitors.Where where = new Visitors.Where();
        String clause = filter.accept(where);
        Cursor c = db.query("notes", new String[] {"id", "title"}, clause, where.args.toArray(new String[0]), null,
                null, null);
        Bundle out = new Bundle();
        out.putInt("count", c.getCount());
        out.putString("filter", filter.accept(new Visitors.Describe()));
        return out;
    }

    private Bundle searchRaw(Node filter) {
        Visitors.RawWhere where = new Visitors.RawWhere();
        String clause = filter.accept(where);
        Cursor c = db.query("notes", new String[] {"id", "title"}, clause, where.args.toArray(new String[0]), null,
                null, null);
        Bundle out = new Bundle();
        out.putInt("count", c.getCount());
        out.putString("filter", filter.accept(new Visitors.Describe()));
        return out;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        if (Binder.getCallingUid() != android.os.Process.myUid() && extras == null) {
            return null;
        }
        try {
            JSONObject args = new JSONObject(extras.getString("args", "{}"));
            Node filter = parse(args.getJSONObject("filter"));
            if ("search_raw".equals(extras.getString("tool_name"))) {
                return searchRaw(filter);
            }
            return search(filter);
        } catch (JSONException e) {
            Bundle out = new Bundle();
            out.putString("error_code", "INVALID_ARGS");
            return out;
        }
    }

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
