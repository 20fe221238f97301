package app.shoebox.core;

/**
 * One tool of a Shoebox provider: typed arguments in, a reply out. Providers keep their handlers in a
 * {@code Map<String, ToolHandler<JSONObject, Bundle>>} and call {@link #handle} through it, so every call
 * goes through the bridge method javac writes into each subclass.
 */
public abstract class ToolHandler<A, R> {
    public abstract R handle(A args) throws Exception;
}
