.class public interface abstract Landroidx/sqlite/db/SupportSQLiteQuery;
.super Ljava/lang/Object;
.source "Sqlite.kt"


.method public abstract getSql()Ljava/lang/String;
.end method

.method public abstract getArgCount()I
.end method

.method public abstract bindTo(Landroidx/sqlite/db/SupportSQLiteProgram;)V
.end method

