package com.example.r34j1;

import android.os.ParcelFileDescriptor;
import android.util.Log;
import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

// Files handed to the assistant as large results.
final class Exports {
    private final File dir;

    Exports(File cacheDir) {
        this.dir = new File(cacheDir, "exports");
    }

    File writeTimesheet(String csv) throws IOException {
        dir.mkdirs();
        File f = File.createTempFile("timesheet", ".csv", dir);
        FileOutputStream out = new FileOutputStream(f);
        try {
            out.write(csv.getBytes(StandardCharsets.UTF_8));
        } finally {
            out.close();
        }
        return f;
    }

    ParcelFileDescriptor open(File f, int mode) throws IOException {
        ParcelFileDescriptor fd = ParcelFileDescriptor.open(f, mode);
        f.delete();
        return fd;
    }

    static void pump(byte[] body, ParcelFileDescriptor sink) {
        try {
            OutputStream out = new ParcelFileDescriptor.AutoCloseOutputStream(sink);
            try {
                out.write(body);
            } finally {
                out.close();
            }
        } catch (IOException e) {
            Log.w("Exports", "route pipe closed early", e);
        }
    }
}
