package com.ae.tools;

import com.ae.cetp.CetpV2ContentProvider;
import com.ae.cetp.MutationExecutor;
import com.ae.cetp.ToolDescriptor;
import java.util.Arrays;
import java.util.List;

/** Declares update tools and supplies a durable executor: no CETP608. */
public final class PlotsProvider extends CetpV2ContentProvider {
    private static final List<ToolDescriptor> TOOLS = Arrays.asList(new ToolDescriptor("list_plots", Effect.READ), new ToolDescriptor("water_plot", Effect.UPDATE));

    @Override
    public List<ToolDescriptor> getProviderTools() {
        return TOOLS;
    }

    @Override
    public MutationExecutor getMutationExecutor() {
        return new JournalExecutor(getContext().getSharedPreferences("journal", 0));
    }
}
