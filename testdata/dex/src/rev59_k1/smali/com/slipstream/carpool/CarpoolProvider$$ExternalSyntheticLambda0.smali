.class public final synthetic Lcom/slipstream/carpool/CarpoolProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "R8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;

.field public final synthetic f$0:Lcom/slipstream/carpool/CarpoolProvider;

.method public synthetic constructor <init>(Lcom/slipstream/carpool/CarpoolProvider;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/slipstream/carpool/CarpoolProvider$$ExternalSyntheticLambda0;->f$0:Lcom/slipstream/carpool/CarpoolProvider;
    return-void
.end method

.method public final invoke()Ljava/lang/Object;
    .registers 3
    iget-object v0, p0, Lcom/slipstream/carpool/CarpoolProvider$$ExternalSyntheticLambda0;->f$0:Lcom/slipstream/carpool/CarpoolProvider;
    invoke-static {v0}, Lcom/slipstream/carpool/CarpoolProvider;->f(Lcom/slipstream/carpool/CarpoolProvider;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    return-object v0
.end method
