.class Lcom/inkbarrow/scans/ScansToolProvider$1;
.super Ljava/lang/Object;
.source "ScansToolProvider.java"

# interfaces
.implements Lcom/inkbarrow/cetp/ToolEvents$FinishListener;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/inkbarrow/scans/ScansToolProvider;->onCreate()Z
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation


# instance fields
.field final synthetic this$0:Lcom/inkbarrow/scans/ScansToolProvider;


# direct methods
.method constructor <init>(Lcom/inkbarrow/scans/ScansToolProvider;)V
    .registers 2

    .line 43
    iput-object p1, p0, Lcom/inkbarrow/scans/ScansToolProvider$1;->this$0:Lcom/inkbarrow/scans/ScansToolProvider;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public onFinish(Lcom/inkbarrow/cetp/ToolCall;Ljava/lang/String;)V
    .registers 7

    .line 46
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v3

    .line 47
    iget-object v0, p0, Lcom/inkbarrow/scans/ScansToolProvider$1;->this$0:Lcom/inkbarrow/scans/ScansToolProvider;

    invoke-virtual {p1}, Lcom/inkbarrow/cetp/ToolCall;->tool()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1}, Lcom/inkbarrow/cetp/ToolCall;->requestId()Ljava/lang/String;

    move-result-object v2

    invoke-static {v0, v3, v1, v2, p2}, Lcom/inkbarrow/scans/ScansToolProvider;->access$000(Lcom/inkbarrow/scans/ScansToolProvider;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 48
    return-void
.end method
