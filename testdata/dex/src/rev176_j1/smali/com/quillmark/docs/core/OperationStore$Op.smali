.class public final Lcom/quillmark/docs/core/OperationStore$Op;
.super Ljava/lang/Object;
.source "OperationStore.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/quillmark/docs/core/OperationStore;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Op"
.end annotation


# instance fields
.field public final cancelRequested:Z

.field public final errorCode:Ljava/lang/String;

.field public final id:Ljava/lang/String;

.field public final progress:I

.field public final requestId:Ljava/lang/String;

.field public final result:Ljava/lang/String;

.field public final state:Ljava/lang/String;

.field public final uid:I


# direct methods
.method constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Z)V
    .registers 9

    .line 118
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 119
    iput-object p1, p0, Lcom/quillmark/docs/core/OperationStore$Op;->id:Ljava/lang/String;

    .line 120
    iput p2, p0, Lcom/quillmark/docs/core/OperationStore$Op;->uid:I

    .line 121
    iput-object p3, p0, Lcom/quillmark/docs/core/OperationStore$Op;->requestId:Ljava/lang/String;

    .line 122
    iput-object p4, p0, Lcom/quillmark/docs/core/OperationStore$Op;->state:Ljava/lang/String;

    .line 123
    iput p5, p0, Lcom/quillmark/docs/core/OperationStore$Op;->progress:I

    .line 124
    iput-object p6, p0, Lcom/quillmark/docs/core/OperationStore$Op;->result:Ljava/lang/String;

    .line 125
    iput-object p7, p0, Lcom/quillmark/docs/core/OperationStore$Op;->errorCode:Ljava/lang/String;

    .line 126
    iput-boolean p8, p0, Lcom/quillmark/docs/core/OperationStore$Op;->cancelRequested:Z

    .line 127
    return-void
.end method


# virtual methods
.method public terminal()Z
    .registers 3

    .line 130
    iget-object v1, p0, Lcom/quillmark/docs/core/OperationStore$Op;->state:Ljava/lang/String;

    const-string v0, "succeeded"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    iget-object v1, p0, Lcom/quillmark/docs/core/OperationStore$Op;->state:Ljava/lang/String;

    const-string v0, "failed"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    iget-object v1, p0, Lcom/quillmark/docs/core/OperationStore$Op;->state:Ljava/lang/String;

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
