.class final Lcom/so/LogObserver;
.super Ljava/lang/Object;
.source "LogObserver.java"

# interfaces
.implements Lcom/so/Bus$Observer;

# instance fields
.field seen:I


# direct methods
.method constructor <init>()V
    .registers 2
    .line 4
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public onRequest(Ljava/lang/String;)Ljava/lang/String;
    .registers 5
    .line 9
    iget v1, v3, Lcom/so/LogObserver;->seen:I
    const/4 v2, 0x1
    add-int v1, v1, v2
    iput v1, v3, Lcom/so/LogObserver;->seen:I
    .line 10
    const/4 v0, 0x0
    return-object v0
.end method

