package app.shoebox.core;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/** Turns an exception into one line of text. */
public final class Errors {
    private Errors() {
    }

    /** The messages of t and up to three of its causes, outermost first. */
    public static String chain(Throwable t) {
        List<Throwable> causes = new ArrayList<>();
        for (Throwable c = t; c != null && causes.size() < 4; c = c.getCause()) {
            causes.add(c);
        }
        return causes.stream()
                .map(Throwable::getMessage)
                .filter(m -> m != null && !m.isBlank())
                .collect(Collectors.joining(": "));
    }
}
