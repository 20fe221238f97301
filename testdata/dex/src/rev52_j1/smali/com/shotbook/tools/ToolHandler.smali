.class public interface abstract Lcom/shotbook/tools/ToolHandler;
.super Ljava/lang/Object;
.source "ToolHandler.java"


# virtual methods
.method public abstract execute(Landroid/content/Context;Ljava/lang/String;IZ)Landroid/os/Bundle;
.end method
