.class Lcom/cinderbox/locker/VaultService$1;
.super Lcom/cinderbox/locker/IVault$Stub;
.source "VaultService.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/cinderbox/locker/VaultService;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation


# instance fields
.field final synthetic this$0:Lcom/cinderbox/locker/VaultService;


# direct methods
.method constructor <init>(Lcom/cinderbox/locker/VaultService;)V
    .registers 2

    .line 17
    iput-object p1, p0, Lcom/cinderbox/locker/VaultService$1;->this$0:Lcom/cinderbox/locker/VaultService;

    invoke-direct {p0}, Lcom/cinderbox/locker/IVault$Stub;-><init>()V

    return-void
.end method

.method static synthetic lambda$beginExport$1(Lcom/cinderbox/locker/VaultStore;Ljava/lang/String;Ljava/lang/String;)V
    .registers 3

    .line 50
    invoke-virtual {p0, p1, p2}, Lcom/cinderbox/locker/VaultStore;->export(Ljava/lang/String;Ljava/lang/String;)V

    return-void
.end method

.method static synthetic lambda$beginSeal$0(Lcom/cinderbox/locker/VaultStore;Ljava/lang/String;Ljava/lang/String;)V
    .registers 3

    .line 41
    invoke-virtual {p0, p1, p2}, Lcom/cinderbox/locker/VaultStore;->seal(Ljava/lang/String;Ljava/lang/String;)V

    return-void
.end method


# virtual methods
.method public beginExport(Ljava/lang/String;ILjava/lang/String;)Ljava/lang/String;
    .registers 12

    .line 47
    invoke-static {}, Lcom/cinderbox/core/Tokens;->fresh()Ljava/lang/String;

    move-result-object v0

    .line 48
    iget-object v2, p0, Lcom/cinderbox/locker/VaultService$1;->this$0:Lcom/cinderbox/locker/VaultService;

    invoke-static {v2}, Lcom/cinderbox/locker/VaultService;->access$000(Lcom/cinderbox/locker/VaultService;)Lcom/cinderbox/locker/VaultStore;

    move-result-object v1

    .line 49
    move-object v2, v1

    move-object v3, v0

    move v4, p2

    move-object v5, p3

    const-string v6, "export"

    move-object v7, p1

    invoke-virtual/range {v2 .. v7}, Lcom/cinderbox/locker/VaultStore;->openTicket(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 50
    iget-object v2, p0, Lcom/cinderbox/locker/VaultService$1;->this$0:Lcom/cinderbox/locker/VaultService;

    invoke-static {v2}, Lcom/cinderbox/locker/VaultService;->access$200(Lcom/cinderbox/locker/VaultService;)Ljava/util/concurrent/ExecutorService;

    move-result-object v2

    new-instance v3, Lcom/cinderbox/locker/VaultService$1$$ExternalSyntheticLambda1;

    invoke-direct {v3, v1, v0, p1}, Lcom/cinderbox/locker/VaultService$1$$ExternalSyntheticLambda1;-><init>(Lcom/cinderbox/locker/VaultStore;Ljava/lang/String;Ljava/lang/String;)V

    invoke-interface {v2, v3}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V

    .line 51
    return-object v0
.end method

.method public beginSeal(Ljava/lang/String;ILjava/lang/String;)Ljava/lang/String;
    .registers 12

    .line 38
    invoke-static {}, Lcom/cinderbox/locker/VaultService;->access$100()Ljava/lang/String;

    move-result-object v0

    .line 39
    iget-object v2, p0, Lcom/cinderbox/locker/VaultService$1;->this$0:Lcom/cinderbox/locker/VaultService;

    invoke-static {v2}, Lcom/cinderbox/locker/VaultService;->access$000(Lcom/cinderbox/locker/VaultService;)Lcom/cinderbox/locker/VaultStore;

    move-result-object v1

    .line 40
    move-object v2, v1

    move-object v3, v0

    move v4, p2

    move-object v5, p3

    const-string v6, "seal"

    move-object v7, p1

    invoke-virtual/range {v2 .. v7}, Lcom/cinderbox/locker/VaultStore;->openTicket(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 41
    iget-object v2, p0, Lcom/cinderbox/locker/VaultService$1;->this$0:Lcom/cinderbox/locker/VaultService;

    invoke-static {v2}, Lcom/cinderbox/locker/VaultService;->access$200(Lcom/cinderbox/locker/VaultService;)Ljava/util/concurrent/ExecutorService;

    move-result-object v2

    new-instance v3, Lcom/cinderbox/locker/VaultService$1$$ExternalSyntheticLambda0;

    invoke-direct {v3, v1, v0, p1}, Lcom/cinderbox/locker/VaultService$1$$ExternalSyntheticLambda0;-><init>(Lcom/cinderbox/locker/VaultStore;Ljava/lang/String;Ljava/lang/String;)V

    invoke-interface {v2, v3}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V

    .line 42
    return-object v0
.end method

.method public entry(Ljava/lang/String;)Ljava/lang/String;
    .registers 5

    .line 30
    :try_start_0
    iget-object v1, p0, Lcom/cinderbox/locker/VaultService$1;->this$0:Lcom/cinderbox/locker/VaultService;

    invoke-static {v1}, Lcom/cinderbox/locker/VaultService;->access$000(Lcom/cinderbox/locker/VaultService;)Lcom/cinderbox/locker/VaultStore;

    move-result-object v1

    invoke-virtual {v1, p1}, Lcom/cinderbox/locker/VaultStore;->entry(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    return-object v1

    .line 31
    :catch_0
    move-exception v0

    .line 32
    new-instance v1, Ljava/lang/IllegalStateException;

    const-string v2, "bad row"

    invoke-direct {v1, v2, v0}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V

    throw v1
.end method

.method public search(Ljava/lang/String;)Ljava/lang/String;
    .registers 5

    .line 21
    :try_start_0
    iget-object v1, p0, Lcom/cinderbox/locker/VaultService$1;->this$0:Lcom/cinderbox/locker/VaultService;

    invoke-static {v1}, Lcom/cinderbox/locker/VaultService;->access$000(Lcom/cinderbox/locker/VaultService;)Lcom/cinderbox/locker/VaultStore;

    move-result-object v1

    invoke-virtual {v1, p1}, Lcom/cinderbox/locker/VaultStore;->search(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    return-object v1

    .line 22
    :catch_0
    move-exception v0

    .line 23
    new-instance v1, Ljava/lang/IllegalStateException;

    const-string v2, "bad row"

    invoke-direct {v1, v2, v0}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V

    throw v1
.end method

.method public stats()Ljava/lang/String;
    .registers 2

    .line 74
    iget-object v0, p0, Lcom/cinderbox/locker/VaultService$1;->this$0:Lcom/cinderbox/locker/VaultService;

    invoke-static {v0}, Lcom/cinderbox/locker/VaultService;->access$000(Lcom/cinderbox/locker/VaultService;)Lcom/cinderbox/locker/VaultStore;

    move-result-object v0

    invoke-virtual {v0}, Lcom/cinderbox/locker/VaultStore;->stats()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public ticket(Ljava/lang/String;ILjava/lang/String;)Ljava/lang/String;
    .registers 7

    .line 57
    :try_start_0
    iget-object v1, p0, Lcom/cinderbox/locker/VaultService$1;->this$0:Lcom/cinderbox/locker/VaultService;

    invoke-static {v1}, Lcom/cinderbox/locker/VaultService;->access$000(Lcom/cinderbox/locker/VaultService;)Lcom/cinderbox/locker/VaultStore;

    move-result-object v1

    invoke-virtual {v1, p1, p2, p3}, Lcom/cinderbox/locker/VaultStore;->ticketState(Ljava/lang/String;ILjava/lang/String;)Ljava/lang/String;

    move-result-object v1
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    return-object v1

    .line 58
    :catch_0
    move-exception v0

    .line 59
    new-instance v1, Ljava/lang/IllegalStateException;

    const-string v2, "bad ticket row"

    invoke-direct {v1, v2, v0}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V

    throw v1
.end method

.method public verify(Ljava/lang/String;)Ljava/lang/String;
    .registers 5

    .line 66
    :try_start_0
    iget-object v1, p0, Lcom/cinderbox/locker/VaultService$1;->this$0:Lcom/cinderbox/locker/VaultService;

    invoke-static {v1}, Lcom/cinderbox/locker/VaultService;->access$000(Lcom/cinderbox/locker/VaultService;)Lcom/cinderbox/locker/VaultStore;

    move-result-object v1

    invoke-virtual {v1, p1}, Lcom/cinderbox/locker/VaultStore;->verify(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0

    return-object v1

    .line 67
    :catch_0
    move-exception v0

    .line 68
    new-instance v1, Ljava/lang/IllegalStateException;

    invoke-virtual {v0}, Ljava/io/IOException;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v1, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v1
.end method
