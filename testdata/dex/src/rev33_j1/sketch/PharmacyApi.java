package com.example.r33j1;

import android.util.Log;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.HttpURLConnection;
import java.net.URL;
import java.nio.charset.StandardCharsets;

final class PharmacyApi {
    private static final String BASE = "https://api.refillr.example/v1/";
    private static final String TAG = "PharmacyApi";

    private PharmacyApi() {
    }

    static String hours(String storeId) {
        try {
            HttpURLConnection c = (HttpURLConnection) new URL(BASE + "stores/" + storeId + "/hours").openConnection();
            c.setRequestMethod("GET");
            try {
                return read(c.getInputStream());
            } finally {
                c.disconnect();
            }
        } catch (IOException e) {
            Log.w(TAG, "hours unavailable", e);
            return "{}";
        }
    }

    // The pharmacy only quotes an ETA for stock it holds: this places a 2-hour hold.
    static String reserveEta(String rxNumber) {
        try {
            HttpURLConnection c = (HttpURLConnection) new URL(BASE + "holds").openConnection();
            c.setRequestMethod("POST");
            c.setDoOutput(true);
            try {
                OutputStream out = c.getOutputStream();
                out.write(("{\"rx\":\"" + rxNumber + "\",\"hold_minutes\":120}").getBytes(StandardCharsets.UTF_8));
                out.close();
                return read(c.getInputStream());
            } finally {
                c.disconnect();
            }
        } catch (IOException e) {
            Log.w(TAG, "eta unavailable", e);
            return "{}";
        }
    }

    private static String read(InputStream in) throws IOException {
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        byte[] chunk = new byte[4096];
        int n;
        while ((n = in.read(chunk)) > 0) {
            buf.write(chunk, 0, n);
        }
        in.close();
        return buf.toString("UTF-8");
    }
}
