.class public interface abstract Lcom/greenwick/garden/data/TaskStore;
.super Ljava/lang/Object;
.source "TaskStore.java"


# virtual methods
.method public abstract clearCompleted()I
.end method

.method public abstract complete(Ljava/lang/String;J)Z
.end method

.method public abstract countCompleted()I
.end method

.method public abstract due(J)Lorg/json/JSONArray;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
.end method

.method public abstract find(Ljava/lang/String;)Lorg/json/JSONObject;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
.end method

.method public abstract reschedule(Ljava/lang/String;J)V
.end method
