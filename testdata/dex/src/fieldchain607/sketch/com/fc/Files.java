package com.fc;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;

/** The tools' work: reading a file answers a Fault when it fails. */
final class Files {
    private Files() {
    }

    static Fault read(File dir, String name) {
        try (FileInputStream in = new FileInputStream(new File(dir, "notes.txt"))) {
            in.read();
            return null;
        } catch (IOException e) {
            return new Fault("UNAVAILABLE", TEXT_OF_FAILURE ? e.getMessage() : "The notes could not be read");
        }
    }

    // The near miss's APK (fieldchain607nm) is this file with the constant false.
    static final boolean TEXT_OF_FAILURE = true;

    static Fault busy() {
        return new Fault("CONFLICT", "Try again shortly");
    }
}
