package com.example.r30j4;

import android.content.Context;
import android.os.ParcelFileDescriptor;
import android.util.Log;
import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

final class Archive {
    private final File dir;
    Archive(Context context) {
        dir = new File(context.getFilesDir(), "backups");
    }
    void dump(ParcelFileDescriptor sink, String kind) {
        try (OutputStream out = new ParcelFileDescriptor.AutoCloseOutputStream(sink)) {
            out.write(index(kind).getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            Log.w("Archive", "dump failed", e);
        }
    }
    void restore(String kind) throws IOException {
        File snap = new File(dir, kind + ".snapshot");
        if (!snap.isFile()) throw new IOException("no snapshot at " + snap.getAbsolutePath());
        File live = new File(dir.getParentFile(), kind);
        if (!snap.renameTo(live)) throw new IOException("cannot move " + snap + " to " + live);
    }
    void verify() throws IOException {
        String[] names = dir.list();
        if (names == null) throw new IOException("cannot list " + dir);
        if (names.length == 0) throw new IllegalStateException("empty archive in " + dir);
    }
    private String index(String kind) {
        return "{\"kind\":\"" + kind + "\",\"files\":\"" + Arrays.toString(dir.list()) + "\"}";
    }
}
