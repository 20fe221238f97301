.class Lcom/so/ExportObserver$1;
.super Ljava/lang/Object;
.source "ExportObserver.java"

# interfaces
.implements Ljava/util/concurrent/Callable;

# instance fields
.field final synthetic val$tool:Ljava/lang/String;
.field final synthetic val$uid:I
.field final synthetic this$0:Lcom/so/ExportObserver;


# direct methods
.method constructor <init>(Lcom/so/ExportObserver;Ljava/lang/String;I)V
    .registers 5
    .line 14
    iput-object v2, v1, Lcom/so/ExportObserver$1;->this$0:Lcom/so/ExportObserver;
    iput-object v3, v1, Lcom/so/ExportObserver$1;->val$tool:Ljava/lang/String;
    iput v4, v1, Lcom/so/ExportObserver$1;->val$uid:I
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public call()Ljava/lang/String;
    .registers 5
    .line 17
    iget-object v0, v4, Lcom/so/ExportObserver$1;->val$tool:Ljava/lang/String;
    iget v1, v4, Lcom/so/ExportObserver$1;->val$uid:I
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v3, " by "
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic call()Ljava/lang/Object;
    .registers 2
    .line 14
    invoke-virtual {v1}, Lcom/so/ExportObserver$1;->call()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

