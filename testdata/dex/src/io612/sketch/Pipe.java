package com.io;

import android.os.ParcelFileDescriptor;
import java.io.IOException;

/** Both ends of one pipe, kept by the wrapper. */
final class Pipe {
    private final ParcelFileDescriptor source;
    private final ParcelFileDescriptor sink;

    private Pipe(ParcelFileDescriptor[] ends) {
        source = ends[0];
        sink = ends[1];
    }

    static Pipe open() throws IOException {
        return new Pipe(ParcelFileDescriptor.createPipe());
    }

    ParcelFileDescriptor source() {
        return source;
    }

    ParcelFileDescriptor sink() {
        return sink;
    }
}
