package com.sp;

import android.os.Bundle;
import java.io.File;
import java.io.IOException;
import java.util.UUID;

public final class ExportProvider extends Base {
    private Worker worker;

    @Override
    public boolean onCreate() {
        worker = new Worker(new File(getContext().getCacheDir(), "scratch"));
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        Bundle out = new Bundle();
        if (!"execute_tool".equals(method) || extras == null) {
            out.putString("error_code", "METHOD_NOT_FOUND");
            return out;
        }
        Job job = new Job(UUID.randomUUID().toString());
        File dir = new File(getContext().getFilesDir(), "exports");
        // export_notes: the output path is built from the agent's file name here, once.
        job.outputPath = Outputs.named(dir, extras.getString("file_name")).getPath();
        // a scratch copy keeps the agent's text itself; the worker builds its path later.
        job.scratchName = extras.getString("scratch_name");
        try {
            worker.run(job, extras.getString("content").getBytes());
            // the receipt's path: built from the agent's name by the same helper, kept by a constructor
            worker.receipt(new Receipt(Outputs.named(dir, extras.getString("receipt_name")).getPath()), new byte[0]);
        } catch (IOException e) {
            out.putString("error_code", "INTERNAL_ERROR");
            return out;
        }
        out.putString("operation_id", job.id);
        return out;
    }
}
