package com.larder.kitchen.cetp;

import android.app.Activity;
import com.larder.kitchen.ui.ConfirmActivity;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a method of a tool provider as a CETP tool. ToolTable finds these methods with getDeclaredMethods and
 * builds the tool's descriptor from this annotation and the @Arg annotations of its parameters.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface Tool {
    String name();

    String title();

    String description();

    /** read, create, update, delete or transaction. */
    String effect();

    /** low, moderate or high. */
    String risk() default "low";

    /** never, provider_policy or always. */
    String confirm() default "never";

    boolean destructive() default false;

    boolean openWorld() default false;

    String[] scopes();

    /** The screen a resolution of this tool opens. */
    Class<? extends Activity> screen() default ConfirmActivity.class;
}
