package com.relaykit.home.routines;

import com.relaykit.home.cetp.ApprovalStore;
import com.relaykit.home.cetp.CetpError;
import com.relaykit.home.cetp.CetpRequest;
import com.relaykit.home.cetp.CetpV2ContentProvider;
import com.relaykit.home.cetp.SessionStore;
import com.relaykit.home.cetp.ToolSpec;
import com.relaykit.home.core.AppGraph;
import com.relaykit.home.core.Command;
import com.relaykit.home.core.CommandHistory;
import com.relaykit.home.core.ServiceContainer;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.json.JSONArray;
import org.json.JSONException;

/** CETP v2 tools for Relaykit routines: list, create, run (possibly in the background) and delete. */
public final class RoutinesProvider extends CetpV2ContentProvider {
    public static final String PROVIDER_ID = "com.relaykit.home.routines";

    private static final List<ToolSpec.Scope> SCOPES = Arrays.asList(
            new ToolSpec.Scope("routines.read", "See your routines", "Routine names, times and past runs",
                    "read", "personal"),
            new ToolSpec.Scope("routines.write", "Manage your routines", "Create and delete routines",
                    "write", "device"),
            new ToolSpec.Scope("routines.run", "Run your routines", "Start a routine now", "write", "device"));
    private static final Map<String, ToolSpec> TOOLS = buildTools();
    private static final List<String> CAPABILITIES = Arrays.asList("async_operations", "cancellation");

    private ServiceContainer container;

    @Override
    public boolean onCreate() {
        container = RoutinesModule.install(AppGraph.root(getContext()).child(), getContext());
        return true;
    }

    private static Map<String, ToolSpec> buildTools() {
        List<ToolSpec> tools = Arrays.asList(
                ToolSpec.named("list_routines")
                        .title("List routines")
                        .description("Lists the routines with their time of day and number of actions.")
                        .annotate("read", "low", "never").idempotent()
                        .scopes("routines.read")
                        .input("include_disabled", "boolean", false)
                        .output(ToolSpec.objectOutput("routines", "array"))
                        .build(),
                ToolSpec.named("get_run_history")
                        .title("Routine run history")
                        .description("Shows when a routine last ran and how many actions it sent.")
                        .annotate("read", "low", "never").idempotent()
                        .scopes("routines.read")
                        .text("routine_id", 64, true)
                        .input("limit", "integer", false)
                        .output(ToolSpec.objectOutput("routine_id", "string", "runs", "array"))
                        .build(),
                ToolSpec.named("create_routine")
                        .title("Create a routine")
                        .description("Creates a daily routine of device actions at a time of day (HH:MM).")
                        .annotate("create", "moderate", "provider_policy")
                        .scopes("routines.write")
                        .text("name", 60, true)
                        .text("trigger_at", 5, true)
                        .input("actions", "array", true)
                        .output(ToolSpec.objectOutput("routine_id", "string"))
                        .build(),
                ToolSpec.named("run_routine")
                        .title("Run a routine now")
                        .description("Sends a routine's actions to the hub now.")
                        .annotate("update", "moderate", "provider_policy").mayRunAsync()
                        .scopes("routines.run")
                        .text("routine_id", 64, true)
                        .output(ToolSpec.objectOutput("routine_id", "string", "actions_sent", "integer"))
                        .build(),
                ToolSpec.named("delete_routine")
                        .title("Delete a routine")
                        .description("Deletes a routine and stops its schedule.")
                        .annotate("delete", "moderate", "always").destructive()
                        .scopes("routines.write")
                        .text("routine_id", 64, true)
                        .output(ToolSpec.objectOutput("deleted", "boolean"))
                        .build());
        Map<String, ToolSpec> byName = new LinkedHashMap<>();
        for (ToolSpec t : tools) {
            byName.put(t.name(), t);
        }
        return Collections.unmodifiableMap(byName);
    }

    @Override
    protected String providerId() {
        return PROVIDER_ID;
    }

    @Override
    protected String providerName() {
        return "Relaykit Routines";
    }

    @Override
    protected String description() {
        return "Create, run and remove the daily routines of your Relaykit home";
    }

    @Override
    protected String revision() {
        return "routines-7";
    }

    @Override
    protected List<ToolSpec.Scope> getScopes() {
        return SCOPES;
    }

    @Override
    protected Map<String, ToolSpec> getProviderTools() {
        return TOOLS;
    }

    @Override
    protected List<String> supportedCapabilities() {
        return CAPABILITIES;
    }

    @Override
    protected AccessDecision authorize(CetpRequest request) {
        Predicate<CetpRequest> sameCaller = r -> r.session().uid() == r.uid();
        Predicate<CetpRequest> scopesGranted = r -> r.session().grants(r.tool().scopes());
        return sameCaller.and(scopesGranted).test(request)
                ? AccessDecision.allow() : AccessDecision.deny("PERMISSION_DENIED");
    }

    /** Prompts when the routine would unlock a door. */
    @Override
    protected boolean promptByPolicy(CetpRequest request) {
        RoutineRepo repo = container.get(RoutineRepo.class);
        try {
            if (request.tool().name().equals("run_routine")) {
                return repo.touchesLocks(repo.actionsOf(request.args().optString("routine_id")));
            }
            JSONArray actions = request.args().optJSONArray("actions");
            return actions == null || repo.touchesLocks(actions.toString());
        } catch (CetpError e) {
            return true;
        }
    }

    @Override
    protected Command commandFor(CetpRequest request) throws CetpError {
        try {
            return RoutineCommands.forTool(request, container.get(RoutineRepo.class));
        } catch (JSONException e) {
            throw new CetpError("INVALID_ARGS");
        }
    }

    @Override
    protected MutationExecutor getMutationExecutor() {
        return container.get(MutationExecutor.class);
    }

    @Override
    protected Operations operations() {
        return container.get(OperationBoard.class);
    }

    @Override
    protected CallerGate callerGate() {
        return container.get(CallerGate.class);
    }

    @Override
    protected ResolutionFactory resolutions() {
        return container.get(ResolutionFactory.class);
    }

    @Override
    protected SessionStore sessions() {
        return container.get(SessionStore.class);
    }

    @Override
    protected ApprovalStore approvals() {
        return container.get(ApprovalStore.class);
    }

    @Override
    protected CommandHistory history() {
        return container.get(CommandHistory.class);
    }
}
