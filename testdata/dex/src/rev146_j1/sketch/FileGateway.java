package com.greenwick.garden.files;

import android.net.Uri;
import android.os.ParcelFileDescriptor;
import java.io.FileNotFoundException;

/** Serves the files that tool results point at (content://<authority>/<kind>/<name>). */
public interface FileGateway {
    ParcelFileDescriptor open(Uri uri, String mode) throws FileNotFoundException;
}
