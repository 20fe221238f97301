.class public interface abstract Lcom/lumenhall/hub/cetp/Outcomes;
.super Ljava/lang/Object;
.source "Outcomes.java"

# interfaces
.implements Lcom/lumenhall/hub/bus/EventBus$Subscriber;


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Lcom/lumenhall/hub/bus/EventBus$Subscriber<",
        "Lcom/lumenhall/hub/bus/Events$MutationFinished;",
        ">;"
    }
.end annotation


# virtual methods
.method public abstract claim(Ljava/lang/String;)Z
.end method

.method public abstract recall(Ljava/lang/String;)Lorg/json/JSONObject;
.end method

.method public abstract release(Ljava/lang/String;)V
.end method
