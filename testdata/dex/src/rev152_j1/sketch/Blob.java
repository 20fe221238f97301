package com.wrenfield.notes.attachments;

import android.os.ParcelFileDescriptor;

/** An opened attachment file and what the reply says about it. */
final class Blob {
    final ParcelFileDescriptor fd;
    final String mediaType;
    final long sizeBytes;
    final String sha256;

    Blob(ParcelFileDescriptor fd, String mediaType, long sizeBytes, String sha256) {
        this.fd = fd;
        this.mediaType = mediaType;
        this.sizeBytes = sizeBytes;
        this.sha256 = sha256;
    }
}
