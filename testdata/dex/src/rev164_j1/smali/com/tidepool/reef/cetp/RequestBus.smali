.class public final Lcom/tidepool/reef/cetp/RequestBus;
.super Ljava/lang/Object;
.source "RequestBus.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/tidepool/reef/cetp/RequestBus$Observer;
    }
.end annotation


# instance fields
.field private final observers:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Lcom/tidepool/reef/cetp/RequestBus$Observer;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 15
    new-instance v0, Ljava/util/ArrayList;

    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V

    iput-object v0, p0, Lcom/tidepool/reef/cetp/RequestBus;->observers:Ljava/util/List;

    return-void
.end method


# virtual methods
.method public publish(Lcom/tidepool/reef/cetp/ToolRequest;Lcom/tidepool/reef/cetp/ResultCallback;)V
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 22
    iget-object v0, p0, Lcom/tidepool/reef/cetp/RequestBus;->observers:Ljava/util/List;

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v3

    :goto_0
    invoke-interface {v3}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v3}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tidepool/reef/cetp/RequestBus$Observer;

    move-object v4, v0

    .line 23
    invoke-interface {v4, p1, p2}, Lcom/tidepool/reef/cetp/RequestBus$Observer;->onRequest(Lcom/tidepool/reef/cetp/ToolRequest;Lcom/tidepool/reef/cetp/ResultCallback;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 24
    return-void

    .line 26
    :cond_0
    goto :goto_0

    .line 27
    :cond_1
    const-string v1, "TOOL_NOT_FOUND"

    const-string v2, "No tool of that name."

    invoke-interface {p2, v1, v2}, Lcom/tidepool/reef/cetp/ResultCallback;->onError(Ljava/lang/String;Ljava/lang/String;)V

    .line 28
    return-void
.end method

.method public subscribe(Lcom/tidepool/reef/cetp/RequestBus$Observer;)V
    .registers 3

    .line 18
    iget-object v0, p0, Lcom/tidepool/reef/cetp/RequestBus;->observers:Ljava/util/List;

    invoke-interface {v0, p1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 19
    return-void
.end method
