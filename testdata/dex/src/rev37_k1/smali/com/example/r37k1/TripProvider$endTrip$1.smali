.class public final Lcom/example/r37k1/TripProvider$endTrip$1;
.super Ljava/lang/Object;
.source "TripProvider.kt"

# interfaces
.implements Ljava/lang/Runnable;

.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/example/r37k1/TripProvider;->endTrip(ILandroid/os/Bundle;)Landroid/os/Bundle;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = null
.end annotation

.field final synthetic this$0:Lcom/example/r37k1/TripProvider;

.method constructor <init>(Lcom/example/r37k1/TripProvider;)V
    .registers 2
    iput-object p1, p0, Lcom/example/r37k1/TripProvider$endTrip$1;->this$0:Lcom/example/r37k1/TripProvider;
    .line 80
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public run()V
    .registers 5
    .line 82
    sget-object v0, Lcom/example/r37k1/Audit;->INSTANCE:Lcom/example/r37k1/Audit;
    iget-object v1, p0, Lcom/example/r37k1/TripProvider$endTrip$1;->this$0:Lcom/example/r37k1/TripProvider;
    invoke-virtual {v1}, Lcom/example/r37k1/TripProvider;->requireContext()Landroid/content/Context;
    move-result-object v1
    iget-object v2, p0, Lcom/example/r37k1/TripProvider$endTrip$1;->this$0:Lcom/example/r37k1/TripProvider;
    invoke-virtual {v2}, Lcom/example/r37k1/TripProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v2
    const-string v3, "end_trip"
    invoke-virtual {v0, v1, v3, v2}, Lcom/example/r37k1/Audit;->record(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;)V
    .line 83
    return-void
.end method
