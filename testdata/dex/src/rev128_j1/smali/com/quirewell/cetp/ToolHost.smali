.class public interface abstract Lcom/quirewell/cetp/ToolHost;
.super Ljava/lang/Object;
.source "ToolHost.java"


# virtual methods
.method public abstract confirmations()Lcom/quirewell/cetp/Confirmations;
.end method

.method public abstract context()Landroid/content/Context;
.end method

.method public abstract database()Landroid/database/sqlite/SQLiteDatabase;
.end method
