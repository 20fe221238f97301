.class final Lcom/quillmark/docs/work/WorkClient$ReplyHandler;
.super Landroid/os/Handler;
.source "WorkClient.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/quillmark/docs/work/WorkClient;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "ReplyHandler"
.end annotation


# instance fields
.field private final client:Lcom/quillmark/docs/work/WorkClient;


# direct methods
.method constructor <init>(Landroid/os/Looper;Lcom/quillmark/docs/work/WorkClient;)V
    .registers 3

    .line 119
    invoke-direct {p0, p1}, Landroid/os/Handler;-><init>(Landroid/os/Looper;)V

    .line 120
    iput-object p2, p0, Lcom/quillmark/docs/work/WorkClient$ReplyHandler;->client:Lcom/quillmark/docs/work/WorkClient;

    .line 121
    return-void
.end method


# virtual methods
.method public handleMessage(Landroid/os/Message;)V
    .registers 5

    .line 125
    iget v0, p1, Landroid/os/Message;->what:I

    const/4 v1, 0x3

    if-eq v0, v1, :cond_0

    iget v0, p1, Landroid/os/Message;->what:I

    const/4 v1, 0x4

    if-ne v0, v1, :cond_1

    .line 126
    :cond_0
    invoke-virtual {p1}, Landroid/os/Message;->getData()Landroid/os/Bundle;

    move-result-object v0

    const-string v1, "record"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getParcelable(Ljava/lang/String;)Landroid/os/Parcelable;

    move-result-object v0

    check-cast v0, Lcom/quillmark/docs/work/WorkRecord;

    move-object v2, v0

    .line 127
    iget-object v0, p0, Lcom/quillmark/docs/work/WorkClient$ReplyHandler;->client:Lcom/quillmark/docs/work/WorkClient;

    invoke-virtual {v0, v2}, Lcom/quillmark/docs/work/WorkClient;->onRecord(Lcom/quillmark/docs/work/WorkRecord;)V

    .line 129
    :cond_1
    return-void
.end method
