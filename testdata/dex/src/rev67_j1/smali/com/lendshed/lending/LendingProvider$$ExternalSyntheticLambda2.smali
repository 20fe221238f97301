.class public final synthetic Lcom/lendshed/lending/LendingProvider$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Supplier;

.field public final synthetic f$0:Landroid/database/sqlite/SQLiteDatabase;

.field public final synthetic f$1:Ljava/lang/String;

.method public synthetic constructor <init>(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/lendshed/lending/LendingProvider$$ExternalSyntheticLambda2;->f$0:Landroid/database/sqlite/SQLiteDatabase;
    iput-object p2, p0, Lcom/lendshed/lending/LendingProvider$$ExternalSyntheticLambda2;->f$1:Ljava/lang/String;
    return-void
.end method

.method public final get()Ljava/lang/Object;
    .registers 3
    iget-object v0, p0, Lcom/lendshed/lending/LendingProvider$$ExternalSyntheticLambda2;->f$0:Landroid/database/sqlite/SQLiteDatabase;
    iget-object v1, p0, Lcom/lendshed/lending/LendingProvider$$ExternalSyntheticLambda2;->f$1:Ljava/lang/String;
    invoke-static {v0, v1}, Lcom/lendshed/lending/LendingProvider;->lambda$giveBack$1(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)Ljava/lang/Integer;
    move-result-object v0
    return-object v0
.end method
