package com.nr;

import android.os.Bundle;
import android.os.ParcelFileDescriptor;
import java.io.File;
import java.io.IOException;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * Near miss: snooze_plan's reply holds only a number computed from the agent's
 * hours; export_plan's names a file the app wrote. The "file" read back from a
 * Reply is the app's own name.
 */
public final class PlannerProvider extends Base {
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
            Reply reply = perform(tool, args);
            if ("export_plan".equals(tool)) {
                out.putParcelable("result_fd", deliver(reply.getValue()));
            } else {
                out.putString("result", reply.getValue().toString());
            }
        } catch (JSONException | IOException e) {
            out.putString("error_code", "INVALID_ARGUMENTS");
        }
        return out;
    }

    private Reply perform(String tool, JSONObject args) throws JSONException, IOException {
        if ("snooze_plan".equals(tool)) {
            int hours = args.getInt("hours");
            long until = System.currentTimeMillis() + hours * 3_600_000L;
            getContext().getSharedPreferences("plan", 0).edit().putLong("snoozed_until", until).apply();
            return new Reply(new JSONObject().put("snoozed_until", until));
        }
        if ("export_plan".equals(tool)) {
            return new Reply(Exports.write(exportDir(), "plan", "{}"));
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
