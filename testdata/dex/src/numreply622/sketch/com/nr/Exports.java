package com.nr;

import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.util.UUID;
import org.json.JSONException;
import org.json.JSONObject;

/** Export files are named by the app, never by the caller. */
final class Exports {
    private Exports() {
    }

    static JSONObject write(File dir, String kind, String body) throws IOException, JSONException {
        String name = kind + "-" + UUID.randomUUID() + ".json";
        try (FileOutputStream out = new FileOutputStream(new File(dir, name))) {
            out.write(body.getBytes());
        }
        return new JSONObject().put("file", name).put("size", body.length());
    }
}
