package com.wrenfield.notes.tool;

import com.wrenfield.notes.core.Caller;
import com.wrenfield.notes.core.Clock;
import com.wrenfield.notes.core.Confirmations;
import com.wrenfield.notes.core.Grants;
import com.wrenfield.notes.core.IdSource;
import com.wrenfield.notes.core.Result;
import com.wrenfield.notes.di.Container;
import java.io.IOException;
import java.io.UncheckedIOException;
import org.json.JSONObject;

/**
 * The template every Wrenfield tool follows. execute() is fixed: validate the arguments, authorize the caller, ask
 * for the user's confirmation where the tool wants it (or redeem the resume token of a resumed call), perform, and
 * render the outcome. Tools override the hooks.
 */
public abstract class BaseTool<A, O> implements Tool {
    protected final Container container;
    private final ToolSpec spec;

    protected BaseTool(Container container, ToolSpec spec) {
        this.container = container;
        this.spec = spec;
    }

    @Override
    public final ToolSpec spec() {
        return spec;
    }

    @Override
    public final Result<Reply> execute(ToolCall call) {
        return validate(call.args()).flatMap(args -> proceed(call, args));
    }

    private Result<Reply> proceed(ToolCall call, A args) {
        if (!authorize(call, args)) {
            return Result.fail("PERMISSION_DENIED", "Wrenfield Notes has not granted this app " + spec.name(), false);
        }
        if (needsConfirmation(call, args)) {
            Clock clock = container.get(Clock.class);
            Confirmations confirmations = container.get(Confirmations.class);
            if (call.resumeToken() == null) {
                String token = container.get(IdSource.class).next();
                Confirmations.Ticket ticket = confirmations.file(token, call.uid(), call.provider(), spec.name(),
                        call.requestId(), call.argsDigest(), summarize(args), clock.now());
                return Result.ok(renderPrompt(call, args, ticket));
            }
            Result<Boolean> redeemed = confirmations.redeem(call.resumeToken(), call.uid(), call.provider(),
                    spec.name(), call.requestId(), call.argsDigest(), clock.now());
            if (!redeemed.isOk()) {
                return Result.fail(redeemed.error());
            }
        }
        Result<O> outcome;
        try {
            outcome = perform(call, args);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return outcome.map(done -> render(call, done));
    }

    /** The arguments as the tool's own type, or INVALID_ARGS. */
    protected abstract Result<A> validate(JSONObject args);

    /** Whether this caller may run the tool with these arguments. */
    protected abstract boolean authorize(ToolCall call, A args);

    /** The tool's work. */
    protected abstract Result<O> perform(ToolCall call, A args) throws IOException;

    /** The reply for a finished perform. */
    protected abstract Reply render(ToolCall call, O outcome);

    /** Whether this call must wait for the user's confirmation in Wrenfield first. */
    protected boolean needsConfirmation(ToolCall call, A args) {
        return false;
    }

    /** The line the confirmation screen shows. */
    protected String summarize(A args) {
        return spec.name();
    }

    /** The reply for a call that waits for the user: USER_ACTION_REQUIRED with its resolution. */
    protected Reply renderPrompt(ToolCall call, A args, Confirmations.Ticket ticket) {
        throw new UnsupportedOperationException(spec.name() + " asks for no confirmation");
    }

    /** Whether the current caller, as the container resolves it, holds scope. */
    protected final boolean granted(String scope) {
        return container.get(Grants.class).allows(container.get(Caller.class), scope);
    }
}
