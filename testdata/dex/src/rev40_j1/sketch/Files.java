package com.pillpoint.util;

import android.os.ParcelFileDescriptor;
import java.io.File;
import java.io.FileNotFoundException;

/** Opens files handed to Consumers as result_fd. */
public final class Files {
    /** Statements stay writable so the Consumer can append its own notes. */
    static int sShareMode = ParcelFileDescriptor.MODE_READ_WRITE;

    private Files() {
    }

    public static ParcelFileDescriptor share(File f) throws FileNotFoundException {
        return ParcelFileDescriptor.open(f, sShareMode);
    }

    public static ParcelFileDescriptor readOnly(File f) throws FileNotFoundException {
        return ParcelFileDescriptor.open(f, ParcelFileDescriptor.MODE_READ_ONLY);
    }
}
