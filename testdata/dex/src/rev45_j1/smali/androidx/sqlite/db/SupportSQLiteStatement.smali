.class public interface abstract Landroidx/sqlite/db/SupportSQLiteStatement;
.super Ljava/lang/Object;
.source "SupportSQLiteStatement.java"

.implements Landroidx/sqlite/db/SupportSQLiteProgram;

.method public abstract executeInsert()J
.end method

.method public abstract executeUpdateDelete()I
.end method

.method public abstract simpleQueryForString()Ljava/lang/String;
.end method
