package com.greenwick.garden.files;

import android.net.Uri;
import android.os.ParcelFileDescriptor;
import java.io.File;
import java.io.FileNotFoundException;
import java.util.regex.Pattern;

/** Read-only files of one directory, by plain file name. */
public final class MediaFiles implements FileGateway {
    private static final Pattern NAME = Pattern.compile("[a-z0-9_-]{1,64}\\.(jpg|png|pdf)");

    private final File dir;

    public MediaFiles(File dir) {
        this.dir = dir;
    }

    @Override
    public ParcelFileDescriptor open(Uri uri, String mode) throws FileNotFoundException {
        if (!"r".equals(mode)) {
            throw new FileNotFoundException("read-only");
        }
        String name = uri.getLastPathSegment();
        if (name == null || !NAME.matcher(name).matches()) {
            throw new FileNotFoundException("no such file");
        }
        return ParcelFileDescriptor.open(new File(dir, name), ParcelFileDescriptor.MODE_READ_ONLY);
    }
}
