package com.lumenframe.studio.export;

import com.lumenframe.studio.cetp.CetpException;
import java.io.File;
import java.io.IOException;
import java.util.regex.Pattern;

/** File names that come from tool arguments: a plain name, then checked to stay inside its directory. */
final class SafeNames {
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9 _-]{0,63}");

    private SafeNames() {
    }

    static boolean valid(String name) {
        return name != null && NAME.matcher(name).matches();
    }

    static File child(File dir, String name, String extension) throws CetpException {
        if (!valid(name)) {
            throw new CetpException("INVALID_ARGS");
        }
        File file = new File(dir, name + extension);
        try {
            String root = dir.getCanonicalPath() + File.separator;
            if (!file.getCanonicalPath().startsWith(root)) {
                throw new CetpException("INVALID_ARGS");
            }
        } catch (IOException e) {
            throw new CetpException("INVALID_ARGS");
        }
        return file;
    }
}
