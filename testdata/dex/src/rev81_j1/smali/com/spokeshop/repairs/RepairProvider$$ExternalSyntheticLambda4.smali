.class public final synthetic Lcom/spokeshop/repairs/RepairProvider$$ExternalSyntheticLambda4;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/concurrent/Callable;

# instance fields
.field public final synthetic f$0:Landroid/database/sqlite/SQLiteDatabase;

.field public final synthetic f$1:I


# direct methods
.method public synthetic constructor <init>(Landroid/database/sqlite/SQLiteDatabase;I)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/spokeshop/repairs/RepairProvider$$ExternalSyntheticLambda4;->f$0:Landroid/database/sqlite/SQLiteDatabase;

    iput p2, p0, Lcom/spokeshop/repairs/RepairProvider$$ExternalSyntheticLambda4;->f$1:I

    return-void
.end method


# virtual methods
.method public final call()Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lcom/spokeshop/repairs/RepairProvider$$ExternalSyntheticLambda4;->f$0:Landroid/database/sqlite/SQLiteDatabase;

    iget v1, p0, Lcom/spokeshop/repairs/RepairProvider$$ExternalSyntheticLambda4;->f$1:I

    invoke-static {v0, v1}, Lcom/spokeshop/repairs/RepairProvider;->lambda$myRepairs$4(Landroid/database/sqlite/SQLiteDatabase;I)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
