.class Lcom/inkbarrow/notebook/NotebookToolProvider$2;
.super Ljava/lang/Object;
.source "NotebookToolProvider.java"

# interfaces
.implements Lcom/inkbarrow/cetp/ToolEvents$FinishListener;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/inkbarrow/notebook/NotebookToolProvider;->onCreate()Z
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation


# instance fields
.field final synthetic this$0:Lcom/inkbarrow/notebook/NotebookToolProvider;


# direct methods
.method constructor <init>(Lcom/inkbarrow/notebook/NotebookToolProvider;)V
    .registers 2

    .line 59
    iput-object p1, p0, Lcom/inkbarrow/notebook/NotebookToolProvider$2;->this$0:Lcom/inkbarrow/notebook/NotebookToolProvider;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public onFinish(Lcom/inkbarrow/cetp/ToolCall;Ljava/lang/String;)V
    .registers 7

    .line 62
    iget-object v0, p0, Lcom/inkbarrow/notebook/NotebookToolProvider$2;->this$0:Lcom/inkbarrow/notebook/NotebookToolProvider;

    invoke-virtual {p1}, Lcom/inkbarrow/cetp/ToolCall;->uid()I

    move-result v1

    invoke-virtual {p1}, Lcom/inkbarrow/cetp/ToolCall;->tool()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p1}, Lcom/inkbarrow/cetp/ToolCall;->requestId()Ljava/lang/String;

    move-result-object v3

    invoke-static {v0, v1, v2, v3, p2}, Lcom/inkbarrow/notebook/NotebookToolProvider;->access$100(Lcom/inkbarrow/notebook/NotebookToolProvider;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 63
    return-void
.end method
