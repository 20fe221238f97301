.class public final synthetic Lcom/tidetable/CrewProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;

.field public final synthetic f$0:Lcom/tidetable/CrewProvider;

.method public synthetic constructor <init>(Lcom/tidetable/CrewProvider;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/tidetable/CrewProvider$$ExternalSyntheticLambda0;->f$0:Lcom/tidetable/CrewProvider;
    return-void
.end method

.method public final invoke()Ljava/lang/Object;
    .registers 3
    iget-object v0, p0, Lcom/tidetable/CrewProvider$$ExternalSyntheticLambda0;->f$0:Lcom/tidetable/CrewProvider;
    invoke-static {v0}, Lcom/tidetable/CrewProvider;->db_delegate$lambda$0(Lcom/tidetable/CrewProvider;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    return-object v0
.end method
