package com.lumenframe.studio.ops;

import android.os.ParcelFileDescriptor;
import android.util.Log;
import com.lumenframe.studio.cetp.Crypto;
import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.security.MessageDigest;
import org.json.JSONException;
import org.json.JSONObject;

/** File results (§4.5): the data envelope, and the copy loop that feeds a pipe from a worker thread. */
public final class ResultFiles {
    private static final String TAG = "ResultFiles";

    private ResultFiles() {
    }

    public static JSONObject envelope(File file, String mediaType) throws IOException, JSONException {
        MessageDigest md = Crypto.sha256();
        byte[] buf = new byte[16384];
        try (InputStream in = new FileInputStream(file)) {
            int n = in.read(buf);
            while (n > 0) {
                md.update(buf, 0, n);
                n = in.read(buf);
            }
        }
        JSONObject data = new JSONObject();
        data.put("kind", "file");
        data.put("media_type", mediaType);
        data.put("size_bytes", file.length());
        data.put("sha256", Crypto.hex(md.digest()));
        return data;
    }

    /** Copies the file into the given descriptor and closes it. Runs on an io thread. */
    public static void pump(File file, ParcelFileDescriptor into) {
        byte[] buf = new byte[16384];
        try (InputStream in = new FileInputStream(file);
                OutputStream out = new ParcelFileDescriptor.AutoCloseOutputStream(into)) {
            int n = in.read(buf);
            while (n > 0) {
                out.write(buf, 0, n);
                n = in.read(buf);
            }
        } catch (IOException e) {
            Log.w(TAG, "result stream ended early", e);
        }
    }
}
