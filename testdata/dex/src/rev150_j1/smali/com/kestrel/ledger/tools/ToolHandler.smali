.class public interface abstract Lcom/kestrel/ledger/tools/ToolHandler;
.super Ljava/lang/Object;
.source "ToolHandler.java"


# virtual methods
.method public abstract confirmation(Lcom/kestrel/ledger/pipeline/Request;)Lcom/kestrel/ledger/tools/ConfirmScreen;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
.end method

.method public abstract descriptor()Lorg/json/JSONObject;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
.end method

.method public abstract effect()Ljava/lang/String;
.end method

.method public abstract execute(Lcom/kestrel/ledger/pipeline/Request;Lcom/kestrel/ledger/data/Ledger;)Lcom/kestrel/ledger/pipeline/Response;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
.end method

.method public abstract provider()Ljava/lang/String;
.end method

.method public abstract summary(Lcom/kestrel/ledger/pipeline/Request;)Ljava/lang/String;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
.end method

.method public abstract toolName()Ljava/lang/String;
.end method
