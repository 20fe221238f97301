package com.trailmark.io;

import android.os.ParcelFileDescriptor;
import android.util.Log;
import java.io.IOException;
import java.io.OutputStream;

/**
 * Streams content through a pipe: a producer writes into one end on a thread of its own while the provider hands
 * the other end out, so call() returns before the bytes are all produced. Trailmark never hands out descriptors of
 * its own files.
 */
public final class Pump {
    private static final String TAG = "TrailPump";

    /** Writes the content; the pipe's write end is closed when this returns or throws. */
    public interface Producer {
        void writeTo(OutputStream out) throws IOException;
    }

    /** A running pump. input() is the end to read the content from; output() is the end the producer writes to. */
    public static final class Handle {
        private final ParcelFileDescriptor readEnd;
        private final ParcelFileDescriptor writeEnd;

        Handle(ParcelFileDescriptor readEnd, ParcelFileDescriptor writeEnd) {
            this.readEnd = readEnd;
            this.writeEnd = writeEnd;
        }

        public ParcelFileDescriptor input() {
            return readEnd;
        }

        public ParcelFileDescriptor output() {
            return writeEnd;
        }
    }

    private Pump() {
    }

    /** Makes a reliable pipe (its reader learns whether the writer failed) and starts the producer on a new thread. */
    public static Handle start(String label, Producer producer) throws IOException {
        ParcelFileDescriptor[] ends = ParcelFileDescriptor.createReliablePipe();
        ParcelFileDescriptor sink = ends[1];
        new Thread(() -> run(sink, label, producer), "pump-" + label).start();
        return new Handle(ends[0], sink);
    }

    private static void run(ParcelFileDescriptor sink, String label, Producer producer) {
        OutputStream out = new ParcelFileDescriptor.AutoCloseOutputStream(sink);
        try {
            producer.writeTo(out);
            out.close();
        } catch (IOException e) {
            Log.w(TAG, label + " failed", e);
            try {
                sink.closeWithError("producer failed");
            } catch (IOException ignored) {
                // the reader sees the pipe end without the writer's close
            }
        }
    }
}
