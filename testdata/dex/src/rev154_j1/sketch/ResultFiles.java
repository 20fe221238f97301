package com.halyard.vault.jobs;

import android.content.Context;
import android.os.ParcelFileDescriptor;
import android.util.Log;
import com.halyard.vault.cetp.Digests;
import java.io.File;
import java.io.FileNotFoundException;
import java.io.FileOutputStream;
import java.io.IOException;

/** Result files of jobs, under files/results/<area>/, and the descriptors handed to consumers. */
public final class ResultFiles {
    private static final String TAG = "VaultResults";

    private ResultFiles() {
    }

    public static File area(Context context, String area) {
        File dir = new File(new File(context.getFilesDir(), "results"), area);
        if (!dir.isDirectory() && !dir.mkdirs()) {
            Log.w(TAG, "could not create " + dir);
        }
        return dir;
    }

    public static File named(File area, String name) {
        return new File(area, name);
    }

    public static ParcelFileDescriptor openForConsumer(File file) throws FileNotFoundException {
        return ParcelFileDescriptor.open(file, ParcelFileDescriptor.MODE_READ_ONLY);
    }

    /** Writes the content and answers the job result describing it. */
    public static JobRunner.Result write(File file, String mediaType, byte[] content) throws IOException {
        try (FileOutputStream out = new FileOutputStream(file)) {
            out.write(content);
        }
        return JobRunner.Result.file(file, mediaType, content.length, Digests.hex(Digests.sha256(content)));
    }
}
