package com.quirewell.cetp;

import android.os.Bundle;

/**
 * A tool shipped as a plugin: listed in META-INF/services/com.quirewell.cetp.ToolPlugin and found by
 * ToolRegistry.loadPlugins through java.util.ServiceLoader. Implementations need a public no-argument constructor.
 */
public interface ToolPlugin {
    String providerKey();

    String toolName();

    Bundle execute(ToolHost host, Invocation inv) throws Exception;
}
