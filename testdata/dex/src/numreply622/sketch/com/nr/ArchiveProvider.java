package com.nr;

import android.os.Bundle;
import android.os.ParcelFileDescriptor;
import java.io.File;
import java.io.IOException;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * True positive: restore_archive's reply keeps the agent's archive name under
 * "file", and deliver opens that name under the export directory.
 */
public final class ArchiveProvider extends Base {
    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        Bundle out = new Bundle();
        if (!"execute_tool".equals(method) || extras == null) {
            out.putString("error_code", "METHOD_NOT_FOUND");
            return out;
        }
        String tool = extras.getString("tool");
        try {
            JSONObject args = new JSONObject(extras.getString("arguments"));
            Outcome reply = perform(tool, args);
            if ("restore_archive".equals(tool)) {
                out.putParcelable("result_fd", deliver(reply.getValue()));
            } else {
                out.putString("result", reply.getValue().toString());
            }
        } catch (JSONException | IOException e) {
            out.putString("error_code", "INVALID_ARGUMENTS");
        }
        return out;
    }

    private Outcome perform(String tool, JSONObject args) throws JSONException, IOException {
        if ("delay_archive".equals(tool)) {
            int hours = args.getInt("hours");
            long until = System.currentTimeMillis() + hours * 3_600_000L;
            getContext().getSharedPreferences("archive", 0).edit().putLong("snoozed_until", until).apply();
            return new Outcome(new JSONObject().put("snoozed_until", until));
        }
        if ("restore_archive".equals(tool)) {
            return new Outcome(new JSONObject().put("file", args.getString("archive")).put("size", 0));
        }
        throw new IllegalArgumentException(tool);
    }

    private ParcelFileDescriptor deliver(JSONObject meta) throws JSONException, IOException {
        File file = new File(exportDir(), meta.getString("file"));
        return ParcelFileDescriptor.open(file, ParcelFileDescriptor.MODE_READ_ONLY);
    }

    private File exportDir() {
        return new File(getContext().getFilesDir(), "exports");
    }
}
