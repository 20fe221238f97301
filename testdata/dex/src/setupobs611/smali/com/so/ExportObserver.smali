.class final Lcom/so/ExportObserver;
.super Ljava/lang/Object;
.source "ExportObserver.java"

# interfaces
.implements Lcom/so/Bus$Observer;


# direct methods
.method constructor <init>()V
    .registers 2
    .line 7
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public onRequest(Ljava/lang/String;)Ljava/lang/String;
    .registers 4
    .line 10
    const-string v0, "export_desk"
    invoke-virtual {v0, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L11
    .line 11
    const/4 v0, 0x0
    return-object v0
:L11
    .line 13
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    .line 14
    new-instance v0, Lcom/so/ExportObserver$1;
    invoke-direct {v0, v2, v3, v1}, Lcom/so/ExportObserver$1;-><init>(Lcom/so/ExportObserver;Ljava/lang/String;I)V
    invoke-static {v0}, Lcom/so/AsApp;->run(Ljava/util/concurrent/Callable;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    return-object v0
.end method

