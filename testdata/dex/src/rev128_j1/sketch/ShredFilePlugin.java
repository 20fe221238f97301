package com.quirewell.vault;

import android.app.PendingIntent;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.os.Bundle;
import android.util.Log;
import com.quirewell.cetp.Cetp;
import com.quirewell.cetp.Invocation;
import com.quirewell.cetp.Replies;
import com.quirewell.cetp.Screen;
import com.quirewell.cetp.ToolHost;
import com.quirewell.cetp.ToolPlugin;
import java.io.File;
import java.io.IOException;
import java.io.RandomAccessFile;
import org.json.JSONException;
import org.json.JSONObject;

/** shred_file, loaded through ServiceLoader: overwrites a vault file's blob and deletes it. */
public final class ShredFilePlugin implements ToolPlugin {
    private static final String TAG = "ShredFilePlugin";

    public ShredFilePlugin() {
    }

    @Override
    public String providerKey() {
        return "vault";
    }

    @Override
    public String toolName() {
        return "shred_file";
    }

    @Override
    public Bundle execute(ToolHost host, Invocation inv) throws JSONException, IOException {
        long fileId = inv.args().getLong("file_id");
        SQLiteDatabase db = host.database();
        String[] id = {Long.toString(fileId)};
        String name;
        String blob;
        try (Cursor c = db.query("files", new String[] {"name", "blob"}, "_id = ? AND deleted = 0", id, null, null,
                null)) {
            if (!c.moveToFirst()) {
                return Replies.error(inv.requestId(), Cetp.INVALID_ARGS, "No such file", false);
            }
            name = c.getString(0);
            blob = c.getString(1);
        }
        if (inv.args().optBoolean("confirmed", false)) {
            Log.i(TAG, "ignoring a consumer-side confirmed flag: the user confirms on Quirewell Key");
        }
        if (!inv.approved()) {
            return host.confirmations().ask(inv, Screen.SHRED_FILE, "Shred \"" + name + "\" for good",
                    PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_ONE_SHOT);
        }
        File file = new File(new File(host.context().getFilesDir(), "vault"), blob);
        overwrite(file);
        if (!file.delete()) {
            throw new IOException("could not delete " + file.getPath());
        }
        db.delete("files", "_id = ?", id);
        return Replies.success(inv, new JSONObject().put("file_id", fileId).put("shredded", true));
    }

    private static void overwrite(File file) throws IOException {
        byte[] zeros = new byte[8192];
        try (RandomAccessFile raf = new RandomAccessFile(file, "rw")) {
            for (long left = raf.length(); left > 0; left -= zeros.length) {
                raf.write(zeros, 0, (int) Math.min(left, zeros.length));
            }
            raf.getFD().sync();
        }
    }
}
