.class public Lcom/example/r31j3/DumpService;
.super Landroid/app/IntentService;
.source "DumpService.java"

.field static final ACTION_DUMP:Ljava/lang/String; = "com.example.r31j3.DUMP"

.field static final ACTION_DUMP_FOR:Ljava/lang/String; = "com.example.r31j3.DUMP_FOR"

.method public constructor <init>()V
    .registers 2
    .line 13
    const-string v0, "dump"
    invoke-direct {p0, v0}, Landroid/app/IntentService;-><init>(Ljava/lang/String;)V
    .line 14
    return-void
.end method

.method protected onHandleIntent(Landroid/content/Intent;)V
    .registers 4
    .line 17
    invoke-virtual {p1}, Landroid/content/Intent;->getAction()Ljava/lang/String;
    move-result-object v0
    const-string v1, "com.example.r31j3.DUMP"
    invoke-virtual {v1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_0
    .line 18
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p1
    goto :goto_0
    .line 20
    :cond_0
    const-string v0, "owner"
    const/4 v1, -0x1
    invoke-virtual {p1, v0, v1}, Landroid/content/Intent;->getIntExtra(Ljava/lang/String;I)I
    move-result p1
    .line 22
    :goto_0
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "state for "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    const-string v0, "dump"
    invoke-static {v0, p1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    .line 23
    return-void
.end method
