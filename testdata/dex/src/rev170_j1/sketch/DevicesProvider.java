package com.relaykit.home.devices;

import com.relaykit.home.cetp.ApprovalStore;
import com.relaykit.home.cetp.CetpError;
import com.relaykit.home.cetp.CetpRequest;
import com.relaykit.home.cetp.CetpV2ContentProvider;
import com.relaykit.home.cetp.SessionStore;
import com.relaykit.home.cetp.ToolSpec;
import com.relaykit.home.core.AppGraph;
import com.relaykit.home.core.Command;
import com.relaykit.home.core.CommandHistory;
import com.relaykit.home.core.EventBus;
import com.relaykit.home.core.ServiceContainer;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.json.JSONException;

/** CETP v2 tools for the devices on the user's Relaykit hub: switches, alerts, factory reset. */
public final class DevicesProvider extends CetpV2ContentProvider {
    public static final String PROVIDER_ID = "com.relaykit.home.devices";

    private static final List<ToolSpec.Scope> SCOPES = Arrays.asList(
            new ToolSpec.Scope("devices.read", "See your devices", "Device names, rooms, states and alerts",
                    "read", "device"),
            new ToolSpec.Scope("devices.control", "Control your devices", "Switch devices and undo changes",
                    "write", "device"),
            new ToolSpec.Scope("devices.admin", "Administer your devices", "Factory-reset devices",
                    "write", "device"));
    private static final Map<String, ToolSpec> TOOLS = buildTools();

    private ServiceContainer container;

    @Override
    public boolean onCreate() {
        container = DevicesModule.install(AppGraph.root(getContext()).child(), getContext());
        return true;
    }

    private static Map<String, ToolSpec> buildTools() {
        List<ToolSpec> tools = Arrays.asList(
                ToolSpec.named("list_devices")
                        .title("List devices")
                        .description("Lists the devices on the Relaykit hub, optionally only those of one room.")
                        .annotate("read", "low", "never").idempotent()
                        .scopes("devices.read")
                        .text("room", 60, false)
                        .output(ToolSpec.objectOutput("devices", "array"))
                        .build(),
                ToolSpec.named("get_device")
                        .title("Show a device")
                        .description("Shows one device's name, room, kind and whether it is on.")
                        .annotate("read", "low", "never").idempotent()
                        .scopes("devices.read")
                        .text("device_id", 64, true)
                        .output(ToolSpec.objectOutput("device_id", "string", "name", "string", "is_on", "boolean"))
                        .build(),
                ToolSpec.named("list_alerts")
                        .title("List alerts")
                        .description("Lists the unread alerts the devices raised, newest first.")
                        .annotate("read", "low", "never")
                        .scopes("devices.read")
                        .input("since_ms", "integer", false)
                        .output(ToolSpec.objectOutput("alerts", "array"))
                        .build(),
                ToolSpec.named("set_switch")
                        .title("Switch a device")
                        .description("Turns a switchable device on or off.")
                        .annotate("update", "low", "never").idempotent()
                        .scopes("devices.control")
                        .text("device_id", 64, true)
                        .input("on", "boolean", true)
                        .output(ToolSpec.objectOutput("device_id", "string", "is_on", "boolean"))
                        .build(),
                ToolSpec.named("undo_last_change")
                        .title("Undo the last change")
                        .description("Reverts the last device change this app made.")
                        .annotate("update", "moderate", "provider_policy")
                        .scopes("devices.control")
                        .output(ToolSpec.objectOutput("undone", "string"))
                        .build(),
                ToolSpec.named("factory_reset_device")
                        .title("Factory-reset a device")
                        .description("Erases a device's settings; it has to be paired with the hub again.")
                        .annotate("delete", "high", "always").destructive()
                        .scopes("devices.admin")
                        .text("device_id", 64, true)
                        .output(ToolSpec.objectOutput("device_id", "string", "reset", "boolean"))
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
        return "Relaykit Devices";
    }

    @Override
    protected String description() {
        return "Switch the devices on your Relaykit hub and read their alerts";
    }

    @Override
    protected String revision() {
        return "devices-12";
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
    protected AccessDecision authorize(CetpRequest request) {
        SessionStore.Session session = request.session();
        if (session.uid() != request.uid()) {
            return AccessDecision.deny("PERMISSION_DENIED");
        }
        if (!session.grants(request.tool().scopes())) {
            return AccessDecision.deny("PERMISSION_DENIED");
        }
        return AccessDecision.allow();
    }

    @Override
    protected Command commandFor(CetpRequest request) throws CetpError {
        try {
            return DeviceCommands.forTool(request, container.get(DeviceRepo.class), container.get(EventBus.class),
                    history(), container.get(AlertNotifier.class));
        } catch (JSONException e) {
            throw new CetpError("INVALID_ARGS");
        }
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
