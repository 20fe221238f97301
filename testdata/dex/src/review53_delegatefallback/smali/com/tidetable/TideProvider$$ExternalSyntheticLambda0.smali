.class public final synthetic Lcom/tidetable/TideProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;

.field public final synthetic f$0:Lcom/tidetable/TideProvider;

.method public synthetic constructor <init>(Lcom/tidetable/TideProvider;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/tidetable/TideProvider$$ExternalSyntheticLambda0;->f$0:Lcom/tidetable/TideProvider;
    return-void
.end method

.method public final invoke()Ljava/lang/Object;
    .registers 3
    iget-object v0, p0, Lcom/tidetable/TideProvider$$ExternalSyntheticLambda0;->f$0:Lcom/tidetable/TideProvider;
    invoke-static {v0}, Lcom/tidetable/TideProvider;->db_delegate$lambda$0(Lcom/tidetable/TideProvider;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    return-object v0
.end method
