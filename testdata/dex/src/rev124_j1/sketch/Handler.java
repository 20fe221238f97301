package com.scanbox.cetp;

import org.json.JSONException;
import org.json.JSONObject;

/**
 * One tool of a provider. Handlers live in a {@link HandlerRegistry}: the read tools are built in, the others
 * are plugins loaded by class name so that the "lite" flavour can leave them out.
 */
public interface Handler<A extends ToolArgs> {
    String name();

    Effect effect();

    A parse(JSONObject json, Invocation call, ToolContext tools) throws JSONException;

    Reply run(A args, Invocation call, ToolContext tools) throws Exception;

    /** Parses the call's arguments with the handler's own record type and runs it. */
    static <A extends ToolArgs> Reply invoke(Handler<A> handler, Invocation call, ToolContext tools)
            throws Exception {
        A args = handler.parse(new JSONObject(call.argsJson()), call, tools);
        return handler.run(args, call, tools);
    }
}
