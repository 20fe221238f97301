package com.gridnote.util;

import android.os.ParcelFileDescriptor;

/** Open modes for files handed to Consumers. */
public final class FileModes {
    static int sShare;

    static {
        sShare = ParcelFileDescriptor.MODE_READ_WRITE;
    }

    private FileModes() {
    }

    /** Meter photos: the field app may annotate them in place. */
    public static int share() {
        return sShare;
    }

    public static int view() {
        return ParcelFileDescriptor.MODE_READ_ONLY;
    }
}
