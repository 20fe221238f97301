package com.trailmark.io;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/** Stream plumbing shared by the providers: copy loops, whole-file helpers and SHA-256 sums. */
public final class Copy {
    private static final int BUFFER = 16 * 1024;

    private Copy() {
    }

    /** Copies in to out until in ends; neither stream is closed. */
    public static long pipe(InputStream in, OutputStream out) throws IOException {
        byte[] buf = new byte[BUFFER];
        long total = 0L;
        int n;
        while ((n = in.read(buf)) >= 0) {
            out.write(buf, 0, n);
            total += n;
        }
        return total;
    }

    /** Writes a whole file into out, which stays open. */
    public static long send(File file, OutputStream out) throws IOException {
        try (InputStream in = new FileInputStream(file)) {
            return pipe(in, out);
        }
    }

    /** Copies in into a new file at to; in stays open. */
    public static long save(InputStream in, File to) throws IOException {
        try (OutputStream out = new FileOutputStream(to)) {
            return pipe(in, out);
        }
    }

    /** Size and SHA-256 of a file's bytes. */
    public static final class Sum {
        public final long size;
        public final String sha256;

        Sum(long size, String sha256) {
            this.size = size;
            this.sha256 = sha256;
        }
    }

    public static Sum sum(File file) throws IOException {
        MessageDigest md = sha256();
        long size = 0L;
        try (InputStream in = new DigestInputStream(new FileInputStream(file), md)) {
            byte[] buf = new byte[BUFFER];
            int n;
            while ((n = in.read(buf)) >= 0) {
                size += n;
            }
        }
        return new Sum(size, hex(md.digest()));
    }

    public static String readText(File file) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        send(file, bytes);
        return new String(bytes.toByteArray(), StandardCharsets.UTF_8);
    }

    /** Replaces file's content with text through a temporary sibling and a rename. */
    public static void writeAtomically(File file, String text) throws IOException {
        File tmp = new File(file.getPath() + ".new");
        try (OutputStream out = new FileOutputStream(tmp)) {
            out.write(text.getBytes(StandardCharsets.UTF_8));
        }
        if (!tmp.renameTo(file)) {
            throw new IOException("rename failed for " + file.getName());
        }
    }

    public static String sha256Hex(byte[] data) {
        return hex(sha256().digest(data));
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new AssertionError(e);
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
}
