package com.example.r30p3;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import org.json.JSONObject;

public final class NotesProvider extends ContentProvider {
    private static final String TOOLS = "{\"revision\":\"notes-12\",\"tools\":[{\"name\":\"search_notes\"},{\"name\":\"list_notes\"},{\"name\":\"delete_notes\"},{\"name\":\"purge_trash\"}]}";
    private static final Set<String> SORTS = new HashSet<>(Arrays.asList("updated", "title", "created"));

    @Override
    public boolean onCreate() {
        return true;
    }

    private SQLiteDatabase db() {
        return getContext().openOrCreateDatabase("notes.db", 0, null);
    }

    @Override
    public Cursor query(Uri uri, String[] projection, String selection, String[] selectionArgs, String sortOrder) {
        return db().query("notes", projection, selection, selectionArgs, null, null, sortOrder);
    }

    @Override
    public String getType(Uri uri) {
        return "vnd.android.cursor.dir/vnd.example.note";
    }

    @Override
    public Uri insert(Uri uri, ContentValues values) {
        long id = db().insert("notes", null, values);
        return Uri.parse("content://com.example.r30p3.notes/notes/" + id);
    }

    @Override
    public int delete(Uri uri, String selection, String[] selectionArgs) {
        return db().delete("notes", selection, selectionArgs);
    }

    @Override
    public int update(Uri uri, ContentValues values, String selection, String[] selectionArgs) {
        return db().update("notes", values, selection, selectionArgs);
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        if (!Guard.verify(getContext(), uid)) {
            return Replies.error("PERMISSION_DENIED", "caller not allowed");
        }
        if ("negotiate".equals(method)) {
            return Replies.negotiated(Sessions.open(uid));
        }
        Bundle refused = Envelope.refuse(extras, uid);
        if (refused != null) {
            return refused;
        }
        if ("list_tools".equals(method)) {
            return Replies.success(TOOLS);
        }
        String tool = extras.getString("tool_name");
        JSONObject args = Args.parse(extras.getString("args"));
        if ("search_notes".equals(tool)) {
            return search(args);
        }
        if ("list_notes".equals(tool)) {
            return list(args);
        }
        if ("delete_notes".equals(tool)) {
            return deleteNotes(args);
        }
        if ("purge_trash".equals(tool)) {
            return purgeTrash(extras.getString("request_id"));
        }
        return Replies.error("TOOL_NOT_FOUND", "no such tool");
    }

    private Bundle search(JSONObject args) {
        StringBuilder sql = new StringBuilder("SELECT id, title FROM notes WHERE tag = '");
        sql.append(args.optString("tag")).append('\'');
        return count(db().rawQuery(sql.toString(), null));
    }

    private Bundle list(JSONObject args) {
        String sort = args.optString("sort", "updated");
        if (!SORTS.contains(sort)) {
            return Replies.error("INVALID_ARGS", "unknown sort");
        }
        return count(db().rawQuery("SELECT id, title FROM notes ORDER BY " + sort, null));
    }

    private Bundle deleteNotes(JSONObject args) {
        DeleteRequest req = DeleteRequest.parse(args);
        if (!req.confirmed) {
            return Replies.error("INVALID_ARGS", "ask the user, then set user_confirmed");
        }
        int n = db().delete("notes", "folder = ?", new String[] {req.folder});
        return Replies.success("{\"deleted\":" + n + "}");
    }

    private Bundle purgeTrash(String requestId) {
        if (!Approvals.isApproved(getContext(), requestId)) {
            return Replies.error("CONFLICT", "approve the purge in the app first");
        }
        int n = db().delete("notes", "trashed = 1", null);
        return Replies.success("{\"deleted\":" + n + "}");
    }

    private static Bundle count(Cursor c) {
        int n = c.getCount();
        c.close();
        return Replies.success("{\"count\":" + n + "}");
    }
}
