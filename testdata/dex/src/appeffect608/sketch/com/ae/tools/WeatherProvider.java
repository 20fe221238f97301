package com.ae.tools;

import com.ae.cetp.CetpV2ContentProvider;
import com.ae.cetp.MutationExecutor;
import com.ae.cetp.ToolDescriptor;
import java.util.Arrays;
import java.util.List;

/** Declares only read tools and supplies no executor: nothing to deduplicate, no CETP608. */
public final class WeatherProvider extends CetpV2ContentProvider {
    private static final List<ToolDescriptor> TOOLS = Arrays.asList(new ToolDescriptor("forecast", Effect.READ));

    @Override
    public List<ToolDescriptor> getProviderTools() {
        return TOOLS;
    }
}
