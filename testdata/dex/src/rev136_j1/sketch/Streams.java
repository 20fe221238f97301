package com.quillbin.io;

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

/** Copy loops, digests, whole small files, and the sentence a user may see when one of those fails. */
public final class Streams {
    private static final int CHUNK = 8192;

    private Streams() {
    }

    /** Copies until end of input; closes nothing. */
    public static long copy(InputStream in, OutputStream out) throws IOException {
        byte[] chunk = new byte[CHUNK];
        long copied = 0;
        for (int n = in.read(chunk); n != -1; n = in.read(chunk)) {
            out.write(chunk, 0, n);
            copied += n;
        }
        return copied;
    }

    /** Sends a whole file into a stream the caller keeps open. */
    public static long send(File file, OutputStream out) throws IOException {
        try (InputStream in = new FileInputStream(file)) {
            return copy(in, out);
        }
    }

    public static long copyFile(File from, File to) throws IOException {
        try (InputStream in = new FileInputStream(from);
                OutputStream out = new FileOutputStream(to)) {
            return copy(in, out);
        }
    }

    /** Size and SHA-256 of a file. */
    public static final class Digest {
        public final long size;
        public final String sha256;

        Digest(long size, String sha256) {
            this.size = size;
            this.sha256 = sha256;
        }
    }

    public static Digest digest(File file) throws IOException {
        MessageDigest md = sha256();
        long size = 0;
        try (InputStream in = new FileInputStream(file)) {
            byte[] chunk = new byte[CHUNK];
            for (int n = in.read(chunk); n != -1; n = in.read(chunk)) {
                md.update(chunk, 0, n);
                size += n;
            }
        }
        return new Digest(size, hex(md.digest()));
    }

    public static String readText(File file) throws IOException {
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        send(file, buffer);
        return buffer.toString(StandardCharsets.UTF_8.name());
    }

    /** Writes a sibling ".tmp" file, then renames it over the target. */
    public static void writeAtomically(File file, String text) throws IOException {
        File tmp = new File(file.getParentFile(), file.getName() + ".tmp");
        try (OutputStream out = new FileOutputStream(tmp)) {
            out.write(text.getBytes(StandardCharsets.UTF_8));
        }
        if (!tmp.renameTo(file)) {
            throw new IOException("could not rename " + tmp + " to " + file);
        }
    }

    public static String sha256Hex(byte[] bytes) {
        return hex(sha256().digest(bytes));
    }

    static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 missing", e);
        }
    }

    static String hex(byte[] bytes) {
        StringBuilder sb = new StringBuilder(bytes.length * 2);
        for (byte b : bytes) {
            sb.append(Character.forDigit((b >> 4) & 0xf, 16)).append(Character.forDigit(b & 0xf, 16));
        }
        return sb.toString();
    }

    /** What the Consumer is told about an I/O failure: one of three fixed sentences, never the exception's text. */
    public static String forUser(IOException e) {
        if (e instanceof ZipException) {
            return "The file is not a readable Quillbin archive";
        }
        if (e instanceof FileNotFoundException) {
            return "A file Quillbin needs is missing";
        }
        return "Quillbin could not read or write its storage";
    }
}
