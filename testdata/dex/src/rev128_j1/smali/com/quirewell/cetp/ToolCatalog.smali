.class public interface abstract Lcom/quirewell/cetp/ToolCatalog;
.super Ljava/lang/Object;
.source "ToolCatalog.java"


# virtual methods
.method public abstract populate(Lcom/quirewell/cetp/ToolRegistry;Lcom/quirewell/cetp/ToolHost;)V
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;,
            Ljava/lang/ReflectiveOperationException;
        }
    .end annotation
.end method

.method public abstract providerInfo()Lorg/json/JSONObject;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
.end method
