package com.quaywire.data;

import com.quaywire.cetp.Ledger;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/** Offline copies of API objects, one JSON file per key under the app's cache directory. */
public final class DiskCache {
    private final File dir;

    public DiskCache(File dir) {
        this.dir = dir;
        dir.mkdirs();
    }

    /** A file-name-safe key for any text: the hex SHA-256 of it. */
    public static String keyFor(String text) {
        return Ledger.sha256(text);
    }

    public static String readAll(InputStream in) throws IOException {
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        byte[] chunk = new byte[8192];
        int n;
        while ((n = in.read(chunk)) != -1) {
            buffer.write(chunk, 0, n);
        }
        return new String(buffer.toByteArray(), StandardCharsets.UTF_8);
    }

    public String get(String key) {
        File file = new File(dir, key + ".json");
        if (!file.isFile()) {
            return null;
        }
        try (FileInputStream in = new FileInputStream(file)) {
            return readAll(in);
        } catch (IOException e) {
            return null;
        }
    }

    public void put(String key, String json) throws IOException {
        File file = new File(dir, key + ".json");
        try (FileOutputStream out = new FileOutputStream(file)) {
            out.write(json.getBytes(StandardCharsets.UTF_8));
        }
    }
}
