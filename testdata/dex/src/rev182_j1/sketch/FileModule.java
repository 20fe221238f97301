package com.ridgeway.doorhub.di;

import android.os.ParcelFileDescriptor;

import java.io.File;
import java.io.FileNotFoundException;

/** Descriptors handed to other apps: clip exports, snapshots and thumbnails. */
public final class FileModule {
    private FileModule() {
    }

    /** Opens a recorded clip for export (the recorder keeps the same file open while it finalizes the index). */
    public static ParcelFileDescriptor provideClipDescriptor(File clip) throws FileNotFoundException {
        return ParcelFileDescriptor.open(clip, ParcelFileDescriptor.MODE_READ_WRITE);
    }

    public static ParcelFileDescriptor provideSnapshotDescriptor(File snapshot) throws FileNotFoundException {
        return ParcelFileDescriptor.open(snapshot, ParcelFileDescriptor.MODE_READ_ONLY);
    }

    public static ParcelFileDescriptor provideThumbnailDescriptor(File thumbnail) throws FileNotFoundException {
        return ParcelFileDescriptor.open(thumbnail, ParcelFileDescriptor.MODE_READ_ONLY);
    }
}
