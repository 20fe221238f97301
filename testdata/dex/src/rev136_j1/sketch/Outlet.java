package com.quillbin.io;

import android.os.ParcelFileDescriptor;
import android.util.Log;
import java.io.IOException;
import java.io.OutputStream;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * Feeds the write end of a ParcelFileDescriptor pipe from a pool thread, so that a provider can answer at once
 * and the reader drains the bytes while they are being produced.
 */
public final class Outlet {
    private static final String TAG = "QuillOutlet";
    private static final ExecutorService WRITERS = Executors.newFixedThreadPool(3);

    /** Writes the content; the stream is closed (and the pipe's write end with it) once this returns or throws. */
    public interface Producer {
        void produce(OutputStream out) throws IOException;
    }

    private Outlet() {
    }

    /** Queues the producer on a writer thread; it writes into writeEnd, which this takes over. */
    public static void start(ParcelFileDescriptor writeEnd, String label, Producer producer) {
        WRITERS.execute(() -> drain(writeEnd, label, producer));
    }

    private static void drain(ParcelFileDescriptor writeEnd, String label, Producer producer) {
        try (OutputStream out = new ParcelFileDescriptor.AutoCloseOutputStream(writeEnd)) {
            producer.produce(out);
        } catch (IOException e) {
            // the reader notices a short stream against size_bytes / sha256
            Log.w(TAG, label + " stopped early", e);
        }
    }
}
