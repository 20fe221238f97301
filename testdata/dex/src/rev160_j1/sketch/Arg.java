package com.larder.kitchen.cetp;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** Binds a handler parameter to one property of the call's JSON arguments. */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.PARAMETER)
public @interface Arg {
    /** The property name in the arguments. */
    String value();

    String description() default "";

    boolean optional() default false;
}
