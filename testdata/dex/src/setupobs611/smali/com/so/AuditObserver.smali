.class final Lcom/so/AuditObserver;
.super Ljava/lang/Object;
.source "AuditObserver.java"

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
    .registers 3
    .line 10
    const-string v0, "archive_desk"
    invoke-virtual {v0, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L11
    .line 11
    const/4 v0, 0x0
    return-object v0
:L11
    .line 13
    new-instance v0, Lcom/so/AuditObserver$1;
    invoke-direct {v0, v1, v2}, Lcom/so/AuditObserver$1;-><init>(Lcom/so/AuditObserver;Ljava/lang/String;)V
    invoke-static {v0}, Lcom/so/AsApp;->run(Ljava/util/concurrent/Callable;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    return-object v0
.end method

