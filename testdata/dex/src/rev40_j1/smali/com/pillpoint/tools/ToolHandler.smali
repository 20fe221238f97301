.class public interface abstract Lcom/pillpoint/tools/ToolHandler;
.super Ljava/lang/Object;
.source "ToolHandler.java"

.method public abstract handle(Lcom/pillpoint/tools/PickupProvider;Lcom/pillpoint/tools/Request;)Landroid/os/Bundle;
.end method
