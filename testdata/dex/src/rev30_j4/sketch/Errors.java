package com.example.r30j4;

import java.io.PrintWriter;
import java.io.StringWriter;

final class Errors {
    private Errors() {}
    static String reason(Throwable t) {
        Throwable root = t.getCause() != null ? t.getCause() : t;
        return "restore failed: " + root.getMessage();
    }
    static String trace(Throwable t) {
        StringWriter sw = new StringWriter();
        t.printStackTrace(new PrintWriter(sw));
        return sw.toString();
    }
}
