package com.quirewell.vault;

import android.app.PendingIntent;
import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.os.Bundle;
import android.os.ParcelFileDescriptor;
import android.util.Log;
import com.quirewell.cetp.Cetp;
import com.quirewell.cetp.Invocation;
import com.quirewell.cetp.Outcome;
import com.quirewell.cetp.Replies;
import com.quirewell.cetp.Screen;
import com.quirewell.cetp.ToolHost;
import com.quirewell.cetp.ToolMethod;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileNotFoundException;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.MessageDigest;
import javax.crypto.Cipher;
import javax.crypto.CipherInputStream;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** Handlers of rename_file (annotated) and export_file (found by VaultCatalog's method handle). */
public final class VaultTools {
    private static final String TAG = "VaultTools";
    static final String[] COLUMNS = {"_id", "folder", "name", "size"};

    private final ToolHost host;

    public VaultTools(ToolHost host) {
        this.host = host;
    }

    @ToolMethod(name = "rename_file", title = "Rename a vault file")
    Outcome renameFile(Invocation inv) throws JSONException, IOException {
        long fileId = inv.args().getLong("file_id");
        String newName = inv.args().getString("new_name").trim();
        if (newName.isEmpty() || newName.length() > 120 || newName.indexOf('/') >= 0) {
            throw new IllegalArgumentException("new_name must be a plain file name of at most 120 characters");
        }
        SQLiteDatabase db = host.database();
        String[] id = {Long.toString(fileId)};
        String oldName;
        try (Cursor c = db.query("files", new String[] {"name"}, "_id = ? AND deleted = 0", id, null, null, null)) {
            oldName = c.moveToFirst() ? c.getString(0) : null;
        }
        if (oldName == null) {
            throw new FileNotFoundException("no vault file " + fileId + " in " + db.getPath());
        }
        if (!inv.approved()) {
            return Outcome.confirm(Screen.RENAME_FILE, "Rename \"" + oldName + "\" to \"" + newName + "\"",
                    PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
        }
        ContentValues v = new ContentValues();
        v.put("name", newName);
        db.update("files", v, "_id = ?", id);
        return Outcome.value(new JSONObject().put("file_id", fileId).put("name", newName));
    }

    public Bundle exportFile(Invocation inv) throws JSONException, IOException, GeneralSecurityException {
        if (!inv.largeResults()) {
            return Replies.error(inv.requestId(), Cetp.RESULT_TOO_LARGE, "Negotiate large_results to export a file",
                    false);
        }
        long fileId = inv.args().getLong("file_id");
        SQLiteDatabase db = host.database();
        String blob;
        byte[] iv;
        try (Cursor c = db.query("files", new String[] {"blob", "iv"}, "_id = ? AND deleted = 0",
                new String[] {Long.toString(fileId)}, null, null, null)) {
            if (!c.moveToFirst()) {
                throw new FileNotFoundException("no vault file " + fileId + " in " + db.getPath());
            }
            blob = c.getString(0);
            iv = c.getBlob(1);
        }
        File sealed = new File(new File(host.context().getFilesDir(), "vault"), blob);
        File plain = File.createTempFile("export", ".bin", host.context().getCacheDir());
        Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
        cipher.init(Cipher.DECRYPT_MODE, vaultKey(), new GCMParameterSpec(128, iv));
        MessageDigest sha = MessageDigest.getInstance("SHA-256");
        long size = 0L;
        try (InputStream in = new CipherInputStream(new FileInputStream(sealed), cipher);
                OutputStream out = new FileOutputStream(plain)) {
            byte[] buf = new byte[16384];
            int n;
            while ((n = in.read(buf)) != -1) {
                out.write(buf, 0, n);
                sha.update(buf, 0, n);
                size += n;
            }
        }
        ParcelFileDescriptor fd = ParcelFileDescriptor.open(plain, ParcelFileDescriptor.MODE_READ_WRITE);
        if (!plain.delete()) {
            Log.w(TAG, "export stays in the cache until the next cleanup");
        }
        return Replies.file(inv, "application/octet-stream", fd, size, Invocation.hex(sha.digest()));
    }

    private static SecretKey vaultKey() throws GeneralSecurityException, IOException {
        KeyStore keys = KeyStore.getInstance("AndroidKeyStore");
        keys.load(null);
        return (SecretKey) keys.getKey("quirewell-vault", null);
    }

    static JSONArray rows(Cursor cursor) {
        try (Cursor c = cursor) {
            JSONArray out = new JSONArray();
            while (c.moveToNext()) {
                out.put(new JSONObject()
                        .put("file_id", c.getLong(0))
                        .put("folder", c.getString(1))
                        .put("name", c.getString(2))
                        .put("size", c.getLong(3)));
            }
            return out;
        } catch (JSONException e) {
            throw new IllegalStateException(e);
        }
    }
}
