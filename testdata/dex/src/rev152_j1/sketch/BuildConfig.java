/**
 * Automatically generated file. DO NOT MODIFY
 */
package com.wrenfield.notes;

public final class BuildConfig {
  public static final boolean DEBUG = Boolean.parseBoolean("true");
  public static final String APPLICATION_ID = "com.wrenfield.notes";
  public static final String BUILD_TYPE = "debug";
  public static final int VERSION_CODE = 14;
  public static final String VERSION_NAME = "1.4.0";
}
