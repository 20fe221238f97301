.class public final synthetic Lcom/example/r36k2/TripProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;

.field public final synthetic f$0:Lcom/example/r36k2/TripProvider;

.method public synthetic constructor <init>(Lcom/example/r36k2/TripProvider;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r36k2/TripProvider$$ExternalSyntheticLambda0;->f$0:Lcom/example/r36k2/TripProvider;
    return-void
.end method

.method public final invoke()Ljava/lang/Object;
    .registers 2
    iget-object v0, p0, Lcom/example/r36k2/TripProvider$$ExternalSyntheticLambda0;->f$0:Lcom/example/r36k2/TripProvider;
    invoke-static {v0}, Lcom/example/r36k2/TripProvider;->fleet_delegate$lambda$0(Lcom/example/r36k2/TripProvider;)Lcom/example/r36k2/Fleet;
    move-result-object v0
    return-object v0
.end method
