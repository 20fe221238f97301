package com.tidemark.routines;

import android.content.Context;
import android.database.Cursor;
import androidx.work.Worker;
import androidx.work.WorkerParameters;
import java.io.IOException;
import java.io.OutputStream;
import java.net.HttpURLConnection;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import org.json.JSONObject;

/** Runs a queued run_command operation against the light bridge. */
public class CommandWorker extends Worker {
    static final String BRIDGE = "http://192.168.1.40/api/tidemark/lights/";

    public CommandWorker(Context context, WorkerParameters params) {
        super(context, params);
    }

    @Override
    public Result doWork() {
        String operationId = getInputData().getString("op_id");
        CommandQueue queue = new CommandQueue(RoutineProvider.open(getApplicationContext()));
        Cursor row = queue.find(operationId);
        if (row == null) {
            return Result.failure();
        }
        try {
            String device = row.getString(row.getColumnIndexOrThrow("device"));
            int status = send(device, row.getString(row.getColumnIndexOrThrow("command")));
            queue.finish(operationId, "{\"device\":" + JSONObject.quote(device) + ",\"http_status\":" + status + "}");
            return Result.success();
        } catch (Exception e) {
            queue.fail(operationId, e.getMessage());
            return Result.failure();
        } finally {
            row.close();
        }
    }

    static int send(String device, String command) throws IOException {
        if (!device.matches("[a-z0-9-]{1,32}")) {
            throw new IllegalArgumentException("unknown device " + device);
        }
        HttpURLConnection conn = (HttpURLConnection) new URL(BRIDGE + device + "/state").openConnection();
        conn.setRequestMethod("PUT");
        conn.setDoOutput(true);
        OutputStream out = conn.getOutputStream();
        out.write(command.getBytes(StandardCharsets.UTF_8));
        out.close();
        int status = conn.getResponseCode();
        if (status >= 400) {
            throw new IOException("bridge " + BRIDGE + " refused " + device + ": HTTP " + status);
        }
        return status;
    }
}
