.class public interface abstract Landroidx/sqlite/db/SupportSQLiteStatement;
.super Ljava/lang/Object;
.source "Sqlite.kt"

# interfaces
.implements Landroidx/sqlite/db/SupportSQLiteProgram;


.method public abstract executeUpdateDelete()I
.end method

