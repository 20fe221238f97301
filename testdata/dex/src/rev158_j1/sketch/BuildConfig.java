/**
 * Automatically generated file. DO NOT MODIFY
 */
package com.inkwell.notes;

public final class BuildConfig {
  public static final boolean DEBUG = Boolean.parseBoolean("true");
  public static final String APPLICATION_ID = "com.inkwell.notes";
  public static final String BUILD_TYPE = "debug";
  public static final int VERSION_CODE = 23;
  public static final String VERSION_NAME = "3.1.0";
}
