package com.ae.tools;

import com.ae.cetp.CetpV2ContentProvider;
import com.ae.cetp.MutationExecutor;
import com.ae.cetp.ToolDescriptor;
import java.util.Arrays;
import java.util.List;

/** Declares a delete tool but supplies no executor: CETP608. */
public final class LogProvider extends CetpV2ContentProvider {
    private static final List<ToolDescriptor> TOOLS = Arrays.asList(new ToolDescriptor("list_entries", Effect.READ), new ToolDescriptor("delete_entry", Effect.DELETE));

    @Override
    public List<ToolDescriptor> getProviderTools() {
        return TOOLS;
    }
}
