package com.darkroom.core;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/** Writes a plain-text contact sheet: the member, then one line per frame of a roll or album. */
public final class Sheets {
    private Sheets() {
    }

    public static void render(File dir, int member, OutputStream out) throws IOException {
        StringBuilder sb = new StringBuilder("member ").append(member).append('\n');
        String[] names = dir.list();
        if (names != null) {
            for (String n : names) {
                sb.append(n).append('\n');
            }
        }
        out.write(sb.toString().getBytes(StandardCharsets.UTF_8));
        out.flush();
    }
}
