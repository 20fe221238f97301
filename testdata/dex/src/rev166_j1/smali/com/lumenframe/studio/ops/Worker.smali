.class public interface abstract Lcom/lumenframe/studio/ops/Worker;
.super Ljava/lang/Object;
.source "Worker.java"


# virtual methods
.method public abstract run(Lcom/lumenframe/studio/ops/WorkContext;)Lcom/lumenframe/studio/ops/WorkResult;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation
.end method

.method public abstract tool()Ljava/lang/String;
.end method

.method public abstract validate(Lorg/json/JSONObject;)V
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/lumenframe/studio/cetp/CetpException;
        }
    .end annotation
.end method
