package com.kiteframe.sync;

import java.io.IOException;
import java.net.HttpURLConnection;
import java.net.URL;
import java.net.URLEncoder;
import org.json.JSONException;
import org.json.JSONObject;

/** The KiteFrame cloud's sync API. */
final class CloudClient {
    private static final String BASE = "https://sync.kiteframe.example/v2/";

    JSONObject syncFolder(String folder) throws IOException, JSONException {
        HttpURLConnection conn = open("folders/" + URLEncoder.encode(folder, "UTF-8") + "/sync", "POST");
        try {
            int code = conn.getResponseCode();
            if (code != 200) {
                throw new IOException("sync answered " + code);
            }
            JSONObject summary = new JSONObject();
            summary.put("folder", folder);
            summary.put("synced_at", System.currentTimeMillis());
            return summary;
        } finally {
            conn.disconnect();
        }
    }

    void deleteRemoteCopy(String remoteId) throws IOException {
        HttpURLConnection conn = open("albums/" + URLEncoder.encode(remoteId, "UTF-8"), "DELETE");
        try {
            int code = conn.getResponseCode();
            if (code != 204 && code != 404) {
                throw new IOException("delete answered " + code);
            }
        } finally {
            conn.disconnect();
        }
    }

    private static HttpURLConnection open(String path, String method) throws IOException {
        HttpURLConnection conn = (HttpURLConnection) new URL(BASE + path).openConnection();
        conn.setRequestMethod(method);
        conn.setConnectTimeout(15000);
        return conn;
    }
}
