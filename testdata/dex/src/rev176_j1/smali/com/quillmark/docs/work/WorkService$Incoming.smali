.class final Lcom/quillmark/docs/work/WorkService$Incoming;
.super Landroid/os/Handler;
.source "WorkService.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/quillmark/docs/work/WorkService;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "Incoming"
.end annotation


# instance fields
.field private final service:Lcom/quillmark/docs/work/WorkService;


# direct methods
.method constructor <init>(Landroid/os/Looper;Lcom/quillmark/docs/work/WorkService;)V
    .registers 3

    .line 67
    invoke-direct {p0, p1}, Landroid/os/Handler;-><init>(Landroid/os/Looper;)V

    .line 68
    iput-object p2, p0, Lcom/quillmark/docs/work/WorkService$Incoming;->service:Lcom/quillmark/docs/work/WorkService;

    .line 69
    return-void
.end method


# virtual methods
.method public handleMessage(Landroid/os/Message;)V
    .registers 5

    .line 73
    iget v0, p1, Landroid/os/Message;->what:I

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    .line 75
    :sswitch_0
    iget-object v0, p0, Lcom/quillmark/docs/work/WorkService$Incoming;->service:Lcom/quillmark/docs/work/WorkService;

    invoke-virtual {v0, p1}, Lcom/quillmark/docs/work/WorkService;->run(Landroid/os/Message;)V

    .line 76
    goto :goto_1

    .line 78
    :sswitch_1
    iget-object v0, p0, Lcom/quillmark/docs/work/WorkService$Incoming;->service:Lcom/quillmark/docs/work/WorkService;

    invoke-virtual {p1}, Landroid/os/Message;->getData()Landroid/os/Bundle;

    move-result-object v1

    const-string v2, "operation_id"

    invoke-virtual {v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/quillmark/docs/work/WorkService;->markCancelled(Ljava/lang/String;)V

    .line 79
    goto :goto_1

    .line 81
    :goto_0
    invoke-super {p0, p1}, Landroid/os/Handler;->handleMessage(Landroid/os/Message;)V

    .line 84
    :goto_1
    return-void

    :sswitch_data_0
    .sparse-switch
        0x1 -> :sswitch_0
        0x2 -> :sswitch_1
    .end sparse-switch
.end method
