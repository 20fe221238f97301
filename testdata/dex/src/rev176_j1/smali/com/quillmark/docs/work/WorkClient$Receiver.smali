.class final Lcom/quillmark/docs/work/WorkClient$Receiver;
.super Landroid/os/ResultReceiver;
.source "WorkClient.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/quillmark/docs/work/WorkClient;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "Receiver"
.end annotation


# instance fields
.field private final client:Lcom/quillmark/docs/work/WorkClient;


# direct methods
.method constructor <init>(Landroid/os/Handler;Lcom/quillmark/docs/work/WorkClient;)V
    .registers 3

    .line 136
    invoke-direct {p0, p1}, Landroid/os/ResultReceiver;-><init>(Landroid/os/Handler;)V

    .line 137
    iput-object p2, p0, Lcom/quillmark/docs/work/WorkClient$Receiver;->client:Lcom/quillmark/docs/work/WorkClient;

    .line 138
    return-void
.end method


# virtual methods
.method protected onReceiveResult(ILandroid/os/Bundle;)V
    .registers 6

    .line 142
    if-nez p2, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    const-string v1, "record"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getParcelable(Ljava/lang/String;)Landroid/os/Parcelable;

    move-result-object v0

    check-cast v0, Lcom/quillmark/docs/work/WorkRecord;

    :goto_0
    move-object v2, v0

    .line 143
    iget-object v0, p0, Lcom/quillmark/docs/work/WorkClient$Receiver;->client:Lcom/quillmark/docs/work/WorkClient;

    invoke-virtual {v0, v2}, Lcom/quillmark/docs/work/WorkClient;->onRecord(Lcom/quillmark/docs/work/WorkRecord;)V

    .line 144
    return-void
.end method
