package com.wrenfield.notes.di;

/** A group of bindings; a provider's container is made from its modules, later ones overriding earlier ones. */
public interface Module {
    void configure(Container container);
}
