package com.lumenhall.hub.data;

import android.util.Log;
import com.lumenhall.hub.cetp.Tokens;
import com.lumenhall.hub.state.StateStore;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.LocalDate;
import java.time.ZoneOffset;
import org.json.JSONException;
import org.json.JSONObject;

/** One newline-delimited JSON log per kind and UTC day of every state change; finished days can be exported. */
public final class HistoryFiles {
    private static final String TAG = "LumenhallHistory";

    private final File dir;

    public HistoryFiles(File dir) {
        this.dir = dir;
    }

    /** An observer that appends each change of a store to today's log of this kind. */
    public StateStore.Observer writer(String kind) {
        return (key, state) -> append(kind, key, state);
    }

    private void append(String kind, String key, JSONObject state) {
        if (!dir.isDirectory() && !dir.mkdirs()) {
            Log.w(TAG, "no history directory");
            return;
        }
        File file = new File(dir, kind + "-" + LocalDate.now(ZoneOffset.UTC) + ".ndjson");
        try {
            String line = new JSONObject().put("at", System.currentTimeMillis()).put("key", key)
                    .put("state", state != null ? state : JSONObject.NULL).toString() + "\n";
            FileOutputStream out = new FileOutputStream(file, true);
            try {
                out.write(line.getBytes(StandardCharsets.UTF_8));
            } finally {
                out.close();
            }
        } catch (IOException | JSONException e) {
            Log.w(TAG, "history not written", e);
        }
    }

    /** The log of a finished day (never today's, which is still growing); null when none was kept. */
    public File closedDay(String kind, String day) {
        if (day.equals(LocalDate.now(ZoneOffset.UTC).toString())) {
            return null;
        }
        File file = new File(dir, kind + "-" + day + ".ndjson");
        return file.isFile() ? file : null;
    }

    public static String sha256(File file) throws IOException {
        MessageDigest digest = Tokens.sha256();
        FileInputStream in = new FileInputStream(file);
        try {
            byte[] buffer = new byte[8192];
            int n;
            while ((n = in.read(buffer)) > 0) {
                digest.update(buffer, 0, n);
            }
        } finally {
            in.close();
        }
        return Tokens.hex(digest.digest());
    }
}
