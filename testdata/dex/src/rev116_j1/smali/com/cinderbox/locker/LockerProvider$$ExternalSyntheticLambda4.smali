.class public final synthetic Lcom/cinderbox/locker/LockerProvider$$ExternalSyntheticLambda4;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"


# interfaces
.implements Ljava/util/function/Supplier;


# instance fields
.field public final synthetic f$0:Lcom/cinderbox/locker/IVault;


# direct methods
.method public synthetic constructor <init>(Lcom/cinderbox/locker/IVault;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/cinderbox/locker/LockerProvider$$ExternalSyntheticLambda4;->f$0:Lcom/cinderbox/locker/IVault;

    return-void
.end method


# virtual methods
.method public final get()Ljava/lang/Object;
    .registers 2

    iget-object v0, p0, Lcom/cinderbox/locker/LockerProvider$$ExternalSyntheticLambda4;->f$0:Lcom/cinderbox/locker/IVault;

    invoke-static {v0}, Lcom/cinderbox/locker/LockerProvider;->lambda$vaultStats$4(Lcom/cinderbox/locker/IVault;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
