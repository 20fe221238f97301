.class public final Lcom/larderly/app/cetp/OperationStore$Op;
.super Ljava/lang/Object;
.source "OperationStore.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/larderly/app/cetp/OperationStore;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Op"
.end annotation


# instance fields
.field public final cancelRequested:Z

.field public final errorCode:Ljava/lang/String;

.field public final id:Ljava/lang/String;

.field public final requestId:Ljava/lang/String;

.field public final result:Ljava/lang/String;

.field public final state:Ljava/lang/String;

.field public final tool:Ljava/lang/String;

.field public final uid:I


# direct methods
.method constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)V
    .registers 9

    .line 28
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 29
    iput-object p1, p0, Lcom/larderly/app/cetp/OperationStore$Op;->id:Ljava/lang/String;

    .line 30
    iput p2, p0, Lcom/larderly/app/cetp/OperationStore$Op;->uid:I

    .line 31
    iput-object p3, p0, Lcom/larderly/app/cetp/OperationStore$Op;->requestId:Ljava/lang/String;

    .line 32
    iput-object p4, p0, Lcom/larderly/app/cetp/OperationStore$Op;->tool:Ljava/lang/String;

    .line 33
    iput-object p5, p0, Lcom/larderly/app/cetp/OperationStore$Op;->state:Ljava/lang/String;

    .line 34
    iput-object p6, p0, Lcom/larderly/app/cetp/OperationStore$Op;->result:Ljava/lang/String;

    .line 35
    iput-object p7, p0, Lcom/larderly/app/cetp/OperationStore$Op;->errorCode:Ljava/lang/String;

    .line 36
    iput-boolean p8, p0, Lcom/larderly/app/cetp/OperationStore$Op;->cancelRequested:Z

    .line 37
    return-void
.end method


# virtual methods
.method public terminal()Z
    .registers 3

    .line 40
    iget-object v1, p0, Lcom/larderly/app/cetp/OperationStore$Op;->state:Ljava/lang/String;

    const-string v0, "succeeded"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    iget-object v1, p0, Lcom/larderly/app/cetp/OperationStore$Op;->state:Ljava/lang/String;

    const-string v0, "failed"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    iget-object v1, p0, Lcom/larderly/app/cetp/OperationStore$Op;->state:Ljava/lang/String;

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
