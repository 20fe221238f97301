package com.copperwick.config;

import android.os.ParcelFileDescriptor;
import java.io.File;
import java.io.FileNotFoundException;
import java.util.HashMap;
import java.util.Map;

/** How an export file is handed to the assistant: open modes by name. */
public final class Exports {
    public static final String READ = "read";
    public static final String SHARED = "shared";

    private static final Map<String, Integer> MODES = new HashMap<>();

    static {
        MODES.put(READ, ParcelFileDescriptor.MODE_READ_ONLY);
        // a shared sheet: the assistant may write its annotations back into the same file
        MODES.put(SHARED, ParcelFileDescriptor.MODE_READ_WRITE);
    }

    private Exports() {
    }

    public static ParcelFileDescriptor open(File file, String modeName) throws FileNotFoundException {
        Integer mode = MODES.get(modeName);
        return ParcelFileDescriptor.open(file, mode != null ? mode : ParcelFileDescriptor.MODE_READ_ONLY);
    }
}
