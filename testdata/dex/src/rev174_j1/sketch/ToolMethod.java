package com.tallowbrook.salon.core;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a handler method as a CETP tool. {@link ToolRouter} finds these by reflection; the annotation is the single
 * source of the tool's descriptor (name, annotations, scopes and schemas).
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface ToolMethod {
    String name();

    String title();

    String description();

    String effect();

    String risk();

    String confirmation() default "never";

    String[] scopes();

    boolean destructive() default false;

    boolean idempotent() default false;

    boolean openWorld() default false;

    /** May run as a background operation when the session negotiated async_operations. */
    boolean async() default false;

    String input();

    String output();
}
