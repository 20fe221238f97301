package com.quirewell.cetp;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a method {@code Outcome m(Invocation)} of a tools object as the handler of a tool; ToolRegistry.scan finds it
 * with getDeclaredMethods and calls it with Method.invoke.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface ToolMethod {
    String name();

    String title() default "";
}
