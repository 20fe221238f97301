.class public final Lcom/fernhill/stockroom/core/RequestLedger$Operation;
.super Ljava/lang/Object;
.source "RequestLedger.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/fernhill/stockroom/core/RequestLedger;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Operation"
.end annotation


# instance fields
.field public final errorCode:Ljava/lang/String;

.field public final id:Ljava/lang/String;

.field public final providerId:Ljava/lang/String;

.field public final requestId:Ljava/lang/String;

.field public final result:Ljava/lang/String;

.field public final state:Ljava/lang/String;

.field public final tool:Ljava/lang/String;

.field public final uid:I


# direct methods
.method constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 9

    .line 37
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 38
    iput-object p1, p0, Lcom/fernhill/stockroom/core/RequestLedger$Operation;->id:Ljava/lang/String;

    .line 39
    iput p2, p0, Lcom/fernhill/stockroom/core/RequestLedger$Operation;->uid:I

    .line 40
    iput-object p3, p0, Lcom/fernhill/stockroom/core/RequestLedger$Operation;->providerId:Ljava/lang/String;

    .line 41
    iput-object p4, p0, Lcom/fernhill/stockroom/core/RequestLedger$Operation;->requestId:Ljava/lang/String;

    .line 42
    iput-object p5, p0, Lcom/fernhill/stockroom/core/RequestLedger$Operation;->tool:Ljava/lang/String;

    .line 43
    iput-object p6, p0, Lcom/fernhill/stockroom/core/RequestLedger$Operation;->state:Ljava/lang/String;

    .line 44
    iput-object p7, p0, Lcom/fernhill/stockroom/core/RequestLedger$Operation;->result:Ljava/lang/String;

    .line 45
    iput-object p8, p0, Lcom/fernhill/stockroom/core/RequestLedger$Operation;->errorCode:Ljava/lang/String;

    .line 46
    return-void
.end method


# virtual methods
.method public terminal()Z
    .registers 3

    .line 49
    iget-object v1, p0, Lcom/fernhill/stockroom/core/RequestLedger$Operation;->state:Ljava/lang/String;

    const-string v0, "succeeded"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    iget-object v1, p0, Lcom/fernhill/stockroom/core/RequestLedger$Operation;->state:Ljava/lang/String;

    const-string v0, "failed"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    iget-object v1, p0, Lcom/fernhill/stockroom/core/RequestLedger$Operation;->state:Ljava/lang/String;

    const-string v0, "cancelled"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    :cond_0
    const/4 v0, 0x1

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    return v0
.end method
