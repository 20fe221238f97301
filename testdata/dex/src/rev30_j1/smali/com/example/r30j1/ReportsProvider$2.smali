.class Lcom/example/r30j1/ReportsProvider$2;
.super Ljava/util/TimerTask;
.source "ReportsProvider.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/example/r30j1/ReportsProvider;->refreshInbox(I)Landroid/os/Bundle;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation

# instance fields
.field final synthetic this$0:Lcom/example/r30j1/ReportsProvider;

.field final synthetic val$uid:I

.method constructor <init>(Lcom/example/r30j1/ReportsProvider;I)V
    .registers 3
    .line 46
    iput-object p1, p0, Lcom/example/r30j1/ReportsProvider$2;->this$0:Lcom/example/r30j1/ReportsProvider;
    iput p2, p0, Lcom/example/r30j1/ReportsProvider$2;->val$uid:I
    invoke-direct {p0}, Ljava/util/TimerTask;-><init>()V
    return-void
.end method

.method public run()V
    .registers 4
    .line 48
    iget-object v0, p0, Lcom/example/r30j1/ReportsProvider$2;->this$0:Lcom/example/r30j1/ReportsProvider;
    invoke-static {v0}, Lcom/example/r30j1/ReportsProvider;->-$$Nest$fgetaudit(Lcom/example/r30j1/ReportsProvider;)Lcom/example/r30j1/Audit;
    move-result-object v0
    const-string v1, "inbox"
    iget v2, p0, Lcom/example/r30j1/ReportsProvider$2;->val$uid:I
    invoke-virtual {v0, v1, v2}, Lcom/example/r30j1/Audit;->record(Ljava/lang/String;I)V
    .line 49
    return-void
.end method
