package com.cj;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;

final class Store {
    private final File dir;

    Store(File dir) {
        this.dir = dir;
    }

    int read(String name) throws IOException {
        try (FileInputStream in = new FileInputStream(new File(dir, name))) {
            return in.read();
        }
    }
}
