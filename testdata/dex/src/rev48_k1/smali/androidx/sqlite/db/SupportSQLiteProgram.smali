.class public interface abstract Landroidx/sqlite/db/SupportSQLiteProgram;
.super Ljava/lang/Object;
.source "Sqlite.kt"


.method public abstract bindNull(I)V
.end method

.method public abstract bindString(ILjava/lang/String;)V
.end method

.method public abstract bindLong(IJ)V
.end method

