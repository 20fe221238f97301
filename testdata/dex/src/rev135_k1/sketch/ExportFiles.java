package com.fernhill.lend;

import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;

/** Writes the files the tools export into the app's storage. */
public final class ExportFiles {
    private ExportFiles() {
    }

    /** Writes {@code bytes} as {@code name} in {@code dir}, making the directory when it is missing. */
    public static File write(File dir, String name, byte[] bytes) throws IOException {
        if (!dir.isDirectory() && !dir.mkdirs()) {
            throw new IOException("cannot make " + dir.getName());
        }
        File out = new File(dir, name);
        FileOutputStream stream = new FileOutputStream(out);
        try {
            stream.write(bytes);
        } finally {
            stream.close();
        }
        return out;
    }
}
