package com.trailmark.io;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.util.zip.ZipException;

/** Turning I/O failures into text. */
public final class IoErrors {
    private IoErrors() {
    }

    /** The failure with its detail (paths, entry names, errno text), for the log and the in-app diagnostics. */
    public static String describe(IOException e) {
        String detail = e.getMessage();
        return detail == null ? e.getClass().getSimpleName() : detail;
    }

    /** What a caller outside the app is told: a fixed sentence chosen by the kind of failure. */
    public static String sentence(IOException e) {
        if (e instanceof ZipException) {
            return "The archive is damaged or is not a Trailmark archive";
        }
        if (e instanceof FileNotFoundException) {
            return "A file Trailmark needs is missing";
        }
        return "Trailmark could not read or write its storage";
    }
}
