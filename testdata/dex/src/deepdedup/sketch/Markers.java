package com.example.hdd;

import android.content.Context;
import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

// One marker file per executed request, named by the request id.
final class Markers {
    private Markers() {
    }

    static boolean exists(Context ctx, String requestId) {
        return new File(ctx.getFilesDir(), requestId).exists();
    }

    static void write(Context ctx, String requestId, String json) throws IOException {
        FileOutputStream out = new FileOutputStream(new File(ctx.getFilesDir(), requestId));
        try {
            out.write(json.getBytes(StandardCharsets.UTF_8));
        } finally {
            out.close();
        }
    }
}
