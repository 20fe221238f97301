.class public final synthetic Lcom/pawsbook/clinic/RecordsProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;

.field public final synthetic f$0:Lcom/pawsbook/clinic/RecordsProvider;

.method public synthetic constructor <init>(Lcom/pawsbook/clinic/RecordsProvider;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/pawsbook/clinic/RecordsProvider$$ExternalSyntheticLambda0;->f$0:Lcom/pawsbook/clinic/RecordsProvider;
    return-void
.end method

.method public final invoke()Ljava/lang/Object;
    .registers 3
    iget-object v0, p0, Lcom/pawsbook/clinic/RecordsProvider$$ExternalSyntheticLambda0;->f$0:Lcom/pawsbook/clinic/RecordsProvider;
    invoke-static {v0}, Lcom/pawsbook/clinic/RecordsProvider;->db_delegate$lambda$0(Lcom/pawsbook/clinic/RecordsProvider;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    return-object v0
.end method
