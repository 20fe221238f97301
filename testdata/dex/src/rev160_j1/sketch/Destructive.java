package com.larder.kitchen.cetp;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * On a method of a store interface: ConfirmHandler lets the call through only when the user approved the tool
 * call it belongs to. The value is the question shown, formatted with the method's arguments.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface Destructive {
    String value();
}
