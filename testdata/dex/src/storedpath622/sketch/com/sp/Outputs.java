package com.sp;

import java.io.File;

final class Outputs {
    private Outputs() {
    }

    /** The file an export writes, under the job's own directory. */
    static File named(File dir, String name) {
        return new File(dir, name);
    }
}
