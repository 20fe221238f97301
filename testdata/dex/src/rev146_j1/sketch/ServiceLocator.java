package com.greenwick.garden.di;

/** The one static entry point into the graph, for objects the framework instantiates (providers, activities). */
public final class ServiceLocator {
    private static volatile Graph graph;

    private ServiceLocator() {
    }

    public static void install(Graph built) {
        graph = built;
    }

    public static Graph graph() {
        Graph current = graph;
        if (current == null) {
            throw new IllegalStateException("The graph is built in GardenApp.onCreate, which has not run yet");
        }
        return current;
    }
}
