package com.tallycrate.io;

import android.os.ParcelFileDescriptor;
import android.util.Log;
import java.io.IOException;
import java.io.OutputStream;

/**
 * An OS pipe as a pair of descriptors: a background thread writes into the sink, the reader is given the source.
 * Used where a result is produced while it is read (inflated images, entries streamed out of a ZIP).
 */
public final class Pipe {
    private static final String TAG = "TallyPipe";

    /** What the writer thread puts into the pipe; the sink is closed after it returns or throws. */
    public interface Body {
        void writeTo(OutputStream out) throws IOException;
    }

    private final ParcelFileDescriptor source;
    private final ParcelFileDescriptor sink;

    private Pipe(ParcelFileDescriptor[] ends) {
        source = ends[0];
        sink = ends[1];
    }

    public static Pipe open() throws IOException {
        return new Pipe(ParcelFileDescriptor.createPipe());
    }

    /** A pipe whose reader learns when the writer dies or closes early. */
    public static Pipe openReliable() throws IOException {
        return new Pipe(ParcelFileDescriptor.createReliablePipe());
    }

    /** The read end. */
    public ParcelFileDescriptor source() {
        return source;
    }

    /** The write end. */
    public ParcelFileDescriptor sink() {
        return sink;
    }

    /** Starts the writer thread. */
    public void feed(String name, Body body) {
        Thread writer = new Thread(() -> pump(body), name);
        writer.setDaemon(true);
        writer.start();
    }

    private void pump(Body body) {
        try (OutputStream out = new ParcelFileDescriptor.AutoCloseOutputStream(sink)) {
            body.writeTo(out);
        } catch (IOException e) {
            // the reader sees a short stream; size_bytes and sha256 of the answer tell it so
            Log.w(TAG, "pipe writer stopped", e);
        }
    }
}
