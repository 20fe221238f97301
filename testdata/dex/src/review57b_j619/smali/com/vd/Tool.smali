.class interface abstract Lcom/vd/Tool;
.super Ljava/lang/Object;
.source "Tool.java"


# virtual methods
.method public abstract run(Lorg/json/JSONObject;Ljava/lang/String;)Landroid/os/Bundle;
.end method

