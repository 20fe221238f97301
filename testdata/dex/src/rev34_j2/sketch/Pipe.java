package com.example.r34j2;

import android.os.ParcelFileDescriptor;
import android.util.Log;
import java.io.IOException;
import java.io.OutputStream;

// The two ends of a result pipe: the Consumer reads source, we write sink.
record Pipe(ParcelFileDescriptor source, ParcelFileDescriptor sink) {
    static Pipe open() throws IOException {
        ParcelFileDescriptor[] fds = ParcelFileDescriptor.createPipe();
        return new Pipe(fds[1], fds[0]);
    }

    static void drain(byte[] body, ParcelFileDescriptor sink) {
        try (OutputStream out = new ParcelFileDescriptor.AutoCloseOutputStream(sink)) {
            out.write(body);
        } catch (IOException e) {
            Log.w("Pipe", "receipt pipe closed early", e);
        }
    }
}
