.class public interface abstract Lcom/example/r30k1/Tool;
.super Ljava/lang/Object;
.source "Tool.kt"


# virtual methods
.method public abstract run(Landroid/content/Context;ILorg/json/JSONObject;)Landroid/os/Bundle;
.end method
