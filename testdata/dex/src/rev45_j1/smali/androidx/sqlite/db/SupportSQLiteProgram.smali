.class public interface abstract Landroidx/sqlite/db/SupportSQLiteProgram;
.super Ljava/lang/Object;
.source "SupportSQLiteProgram.java"

.implements Ljava/io/Closeable;

.method public abstract bindLong(IJ)V
.end method

.method public abstract bindString(ILjava/lang/String;)V
.end method
