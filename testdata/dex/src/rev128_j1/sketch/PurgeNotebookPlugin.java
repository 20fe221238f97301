package com.quirewell.notes;

import android.app.PendingIntent;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.os.Bundle;
import com.quirewell.cetp.Cetp;
import com.quirewell.cetp.Invocation;
import com.quirewell.cetp.Replies;
import com.quirewell.cetp.Screen;
import com.quirewell.cetp.ToolHost;
import com.quirewell.cetp.ToolPlugin;
import org.json.JSONException;
import org.json.JSONObject;

/** purge_notebook, loaded through ServiceLoader: deletes a notebook and its notes. */
public final class PurgeNotebookPlugin implements ToolPlugin {
    public PurgeNotebookPlugin() {
    }

    @Override
    public String providerKey() {
        return "notes";
    }

    @Override
    public String toolName() {
        return "purge_notebook";
    }

    @Override
    public Bundle execute(ToolHost host, Invocation inv) throws JSONException {
        long notebook = inv.args().getLong("notebook_id");
        SQLiteDatabase db = host.database();
        String[] id = {Long.toString(notebook)};
        String title;
        try (Cursor c = db.query("notebooks", new String[] {"title"}, "_id = ?", id, null, null, null)) {
            title = c.moveToFirst() ? c.getString(0) : null;
        }
        if (title == null) {
            return Replies.error(inv.requestId(), Cetp.INVALID_ARGS, "No such notebook", false);
        }
        // an assistant that already showed the user our warning says so and is spared the second prompt
        boolean confirmed = inv.approved() || inv.args().optBoolean("confirmed", false);
        if (!confirmed) {
            return host.confirmations().ask(inv, Screen.PURGE_NOTEBOOK,
                    "Delete the notebook \"" + title + "\" and every note in it", PendingIntent.FLAG_IMMUTABLE);
        }
        int deleted;
        db.beginTransaction();
        try {
            deleted = db.delete("notes", "notebook_id = ?", id);
            db.delete("notebooks", "_id = ?", id);
            db.setTransactionSuccessful();
        } finally {
            db.endTransaction();
        }
        return Replies.success(inv, new JSONObject().put("notebook_id", notebook).put("deleted_notes", deleted));
    }
}
