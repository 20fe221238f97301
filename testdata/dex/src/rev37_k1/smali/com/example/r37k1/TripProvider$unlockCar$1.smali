.class public final Lcom/example/r37k1/TripProvider$unlockCar$1;
.super Ljava/lang/Object;
.source "TripProvider.kt"

# interfaces
.implements Ljava/lang/Runnable;

.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/example/r37k1/TripProvider;->unlockCar(ILjava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = null
.end annotation

.field final synthetic $ctx:Landroid/content/Context;

.field final synthetic $who:Ljava/lang/String;

.method constructor <init>(Landroid/content/Context;Ljava/lang/String;)V
    .registers 3
    iput-object p1, p0, Lcom/example/r37k1/TripProvider$unlockCar$1;->$ctx:Landroid/content/Context;
    iput-object p2, p0, Lcom/example/r37k1/TripProvider$unlockCar$1;->$who:Ljava/lang/String;
    .line 65
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public run()V
    .registers 5
    .line 67
    sget-object v0, Lcom/example/r37k1/Audit;->INSTANCE:Lcom/example/r37k1/Audit;
    iget-object v1, p0, Lcom/example/r37k1/TripProvider$unlockCar$1;->$ctx:Landroid/content/Context;
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const-string v2, "unlock_car"
    iget-object v3, p0, Lcom/example/r37k1/TripProvider$unlockCar$1;->$who:Ljava/lang/String;
    invoke-virtual {v0, v1, v2, v3}, Lcom/example/r37k1/Audit;->record(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;)V
    .line 68
    return-void
.end method
