.class public interface abstract Landroidx/sqlite/db/SupportSQLiteStatement;
.super Ljava/lang/Object;
.source "SupportSQLiteStatement.java"

# interfaces
.implements Ljava/io/Closeable;


.method public abstract bindString(ILjava/lang/String;)V
.end method

.method public abstract bindLong(IJ)V
.end method

.method public abstract bindNull(I)V
.end method

.method public abstract executeInsert()J
.end method

.method public abstract executeUpdateDelete()I
.end method

.method public abstract simpleQueryForLong()J
.end method

.method public abstract close()V
.end method

