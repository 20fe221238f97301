.class public interface abstract Lcom/hivewatch/ToolHandler;
.super Ljava/lang/Object;
.source "Tool.kt"


.method public abstract run(Lcom/hivewatch/ToolCtx;Lorg/json/JSONObject;)Landroid/os/Bundle;
.end method

