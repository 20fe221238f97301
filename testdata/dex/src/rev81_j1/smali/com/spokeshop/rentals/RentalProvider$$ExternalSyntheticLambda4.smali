.class public final synthetic Lcom/spokeshop/rentals/RentalProvider$$ExternalSyntheticLambda4;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/concurrent/Callable;

# instance fields
.field public final synthetic f$0:Landroid/database/sqlite/SQLiteDatabase;


# direct methods
.method public synthetic constructor <init>(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/spokeshop/rentals/RentalProvider$$ExternalSyntheticLambda4;->f$0:Landroid/database/sqlite/SQLiteDatabase;

    return-void
.end method


# virtual methods
.method public final call()Ljava/lang/Object;
    .registers 2

    iget-object v0, p0, Lcom/spokeshop/rentals/RentalProvider$$ExternalSyntheticLambda4;->f$0:Landroid/database/sqlite/SQLiteDatabase;

    invoke-static {v0}, Lcom/spokeshop/rentals/RentalProvider;->lambda$history$4(Landroid/database/sqlite/SQLiteDatabase;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
