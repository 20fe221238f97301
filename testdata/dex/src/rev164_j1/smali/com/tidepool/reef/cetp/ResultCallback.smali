.class public interface abstract Lcom/tidepool/reef/cetp/ResultCallback;
.super Ljava/lang/Object;
.source "ResultCallback.java"


# virtual methods
.method public abstract onConfirmationNeeded(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)V
.end method

.method public abstract onError(Ljava/lang/String;Ljava/lang/String;)V
.end method

.method public abstract onSuccess(Lorg/json/JSONObject;)V
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
.end method
