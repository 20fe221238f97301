.class Lcom/example/r30j1/ReportsProvider$1;
.super Ljava/util/TimerTask;
.source "ReportsProvider.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/example/r30j1/ReportsProvider;->refreshFeed()Landroid/os/Bundle;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation

# instance fields
.field final synthetic this$0:Lcom/example/r30j1/ReportsProvider;

.method constructor <init>(Lcom/example/r30j1/ReportsProvider;)V
    .registers 2
    .line 38
    iput-object p1, p0, Lcom/example/r30j1/ReportsProvider$1;->this$0:Lcom/example/r30j1/ReportsProvider;
    invoke-direct {p0}, Ljava/util/TimerTask;-><init>()V
    return-void
.end method

.method public run()V
    .registers 4
    .line 40
    iget-object v0, p0, Lcom/example/r30j1/ReportsProvider$1;->this$0:Lcom/example/r30j1/ReportsProvider;
    invoke-static {v0}, Lcom/example/r30j1/ReportsProvider;->-$$Nest$fgetaudit(Lcom/example/r30j1/ReportsProvider;)Lcom/example/r30j1/Audit;
    move-result-object v0
    const-string v1, "feed"
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v2
    invoke-virtual {v0, v1, v2}, Lcom/example/r30j1/Audit;->record(Ljava/lang/String;I)V
    .line 41
    return-void
.end method
