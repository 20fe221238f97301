package com.rf;

import android.os.Bundle;
import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import org.json.JSONException;
import org.json.JSONObject;

/** The provider's tools. */
final class FileTools {
    private final File dir;

    FileTools(File dir) {
        this.dir = dir;
    }

    /** True positive: the agent's path is opened under the directory as it is. */
    @Tool("read_file")
    Bundle read(JSONObject args) throws JSONException, IOException {
        Bundle out = new Bundle();
        try (FileInputStream in = new FileInputStream(new File(dir, args.getString("path")))) {
            out.putInt("first_byte", in.read());
        }
        return out;
    }

    /** Near miss: no @Tool, so no request reaches it (kept for a debug screen). */
    Bundle dump(JSONObject args) throws JSONException, IOException {
        Bundle out = new Bundle();
        try (FileInputStream in = new FileInputStream(new File(dir, args.getString("path")))) {
            out.putInt("first_byte", in.read());
        }
        return out;
    }
}
