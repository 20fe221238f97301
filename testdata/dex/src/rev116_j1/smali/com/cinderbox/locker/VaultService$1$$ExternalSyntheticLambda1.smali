.class public final synthetic Lcom/cinderbox/locker/VaultService$1$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"


# interfaces
.implements Ljava/lang/Runnable;


# instance fields
.field public final synthetic f$0:Lcom/cinderbox/locker/VaultStore;

.field public final synthetic f$1:Ljava/lang/String;

.field public final synthetic f$2:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Lcom/cinderbox/locker/VaultStore;Ljava/lang/String;Ljava/lang/String;)V
    .registers 4

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/cinderbox/locker/VaultService$1$$ExternalSyntheticLambda1;->f$0:Lcom/cinderbox/locker/VaultStore;

    iput-object p2, p0, Lcom/cinderbox/locker/VaultService$1$$ExternalSyntheticLambda1;->f$1:Ljava/lang/String;

    iput-object p3, p0, Lcom/cinderbox/locker/VaultService$1$$ExternalSyntheticLambda1;->f$2:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final run()V
    .registers 4

    iget-object v0, p0, Lcom/cinderbox/locker/VaultService$1$$ExternalSyntheticLambda1;->f$0:Lcom/cinderbox/locker/VaultStore;

    iget-object v1, p0, Lcom/cinderbox/locker/VaultService$1$$ExternalSyntheticLambda1;->f$1:Ljava/lang/String;

    iget-object v2, p0, Lcom/cinderbox/locker/VaultService$1$$ExternalSyntheticLambda1;->f$2:Ljava/lang/String;

    invoke-static {v0, v1, v2}, Lcom/cinderbox/locker/VaultService$1;->lambda$beginExport$1(Lcom/cinderbox/locker/VaultStore;Ljava/lang/String;Ljava/lang/String;)V

    return-void
.end method
