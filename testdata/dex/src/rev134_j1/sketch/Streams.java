package com.tallycrate.io;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileNotFoundException;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.zip.ZipException;

/** Stream copying, digests and small files, and how an I/O failure is worded for a user or for the log. */
public final class Streams {
    private static final int BUFFER = 16 * 1024;

    private Streams() {
    }

    /** Copies everything; closes neither stream. */
    public static long copy(InputStream in, OutputStream out) throws IOException {
        byte[] buffer = new byte[BUFFER];
        long total = 0;
        int n;
        while ((n = in.read(buffer)) != -1) {
            out.write(buffer, 0, n);
            total += n;
        }
        return total;
    }

    public static long copyFile(File from, File to) throws IOException {
        try (InputStream in = new FileInputStream(from); OutputStream out = new FileOutputStream(to)) {
            return copy(in, out);
        }
    }

    /** Size and SHA-256 of what is left in a stream, which is read to its end but not closed. */
    public static final class Measure {
        public final long size;
        public final String sha256;

        Measure(long size, String sha256) {
            this.size = size;
            this.sha256 = sha256;
        }
    }

    public static Measure measure(InputStream in) throws IOException {
        MessageDigest md = sha256();
        byte[] buffer = new byte[BUFFER];
        long total = 0;
        int n;
        while ((n = in.read(buffer)) != -1) {
            md.update(buffer, 0, n);
            total += n;
        }
        return new Measure(total, hex(md.digest()));
    }

    public static Measure measure(File file) throws IOException {
        try (InputStream in = new FileInputStream(file)) {
            return measure(in);
        }
    }

    public static String readUtf8(File file) throws IOException {
        try (InputStream in = new FileInputStream(file)) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            copy(in, out);
            return new String(out.toByteArray(), StandardCharsets.UTF_8);
        }
    }

    /** Writes next to the file and renames, so a reader never sees half a file. */
    public static void writeUtf8(File file, String text) throws IOException {
        File part = new File(file.getPath() + ".part");
        try (OutputStream out = new FileOutputStream(part)) {
            out.write(text.getBytes(StandardCharsets.UTF_8));
        }
        if (!part.renameTo(file)) {
            throw new IOException("rename failed: " + part);
        }
    }

    public static String sha256Hex(byte[] bytes) {
        return hex(sha256().digest(bytes));
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String hex(byte[] bytes) {
        char[] out = new char[bytes.length * 2];
        for (int i = 0; i < bytes.length; i++) {
            out[2 * i] = Character.forDigit((bytes[i] >> 4) & 0xf, 16);
            out[2 * i + 1] = Character.forDigit(bytes[i] & 0xf, 16);
        }
        return new String(out);
    }

    /** A fixed sentence for the user: never the exception's own text, which carries paths and errno names. */
    public static String userText(IOException e) {
        if (e instanceof FileNotFoundException) {
            return "A file Tallycrate needs is missing";
        }
        if (e instanceof ZipException) {
            return "The archive is damaged or is not a ZIP file";
        }
        return "Tallycrate could not read or write its files";
    }

    /** For the log: the exception's class and message. */
    public static String detail(IOException e) {
        return e.getClass().getSimpleName() + ": " + e.getMessage();
    }
}
