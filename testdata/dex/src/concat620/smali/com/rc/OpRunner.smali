.class final Lcom/rc/OpRunner;
.super Ljava/lang/Object;
.source "OpRunner.java"

# interfaces
.implements Ljava/lang/Runnable;

# instance fields
.field private final store:Lcom/rc/OpStore;
.field private final operationId:Ljava/lang/String;


# direct methods
.method constructor <init>(Lcom/rc/OpStore;Ljava/lang/String;)V
    .registers 4
    .line 8
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 9
    iput-object v2, v1, Lcom/rc/OpRunner;->store:Lcom/rc/OpStore;
    .line 10
    iput-object v3, v1, Lcom/rc/OpRunner;->operationId:Ljava/lang/String;
    .line 11
    return-void
.end method


# virtual methods
.method public run()V
    .registers 4
    .line 15
    iget-object v0, v3, Lcom/rc/OpRunner;->store:Lcom/rc/OpStore;
    iget-object v1, v3, Lcom/rc/OpRunner;->operationId:Ljava/lang/String;
    invoke-virtual {v0, v1}, Lcom/rc/OpStore;->find(Ljava/lang/String;)Lcom/rc/Op;
    move-result-object v2
    .line 16
    if-eqz v2, :L39
    const-string v0, "running"
    iget-object v1, v2, Lcom/rc/Op;->state:Ljava/lang/String;
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L39
    .line 17
    iget-object v0, v3, Lcom/rc/OpRunner;->store:Lcom/rc/OpStore;
    iget-object v1, v3, Lcom/rc/OpRunner;->operationId:Ljava/lang/String;
    invoke-virtual {v0, v1}, Lcom/rc/OpStore;->cancel(Ljava/lang/String;)V
:L39
    .line 19
    return-void
.end method

