.class public interface abstract Lcom/halyard/vault/cetp/Desk;
.super Ljava/lang/Object;
.source "Desk.java"


# virtual methods
.method public abstract capabilities()[Ljava/lang/String;
.end method

.method public abstract description()Ljava/lang/String;
.end method

.method public abstract execute(Lcom/halyard/vault/cetp/Caller;Lcom/halyard/vault/cetp/Call;)Landroid/os/Bundle;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
.end method

.method public abstract providerId()Ljava/lang/String;
.end method

.method public abstract providerName()Ljava/lang/String;
.end method

.method public abstract scopes()Ljava/lang/String;
.end method

.method public abstract tools()Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/List<",
            "Lcom/halyard/vault/cetp/ToolSpec;",
            ">;"
        }
    .end annotation
.end method
