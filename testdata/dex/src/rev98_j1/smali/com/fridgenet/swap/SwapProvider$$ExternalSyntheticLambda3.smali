.class public final synthetic Lcom/fridgenet/swap/SwapProvider$$ExternalSyntheticLambda3;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Consumer;

# instance fields
.field public final synthetic f$0:Landroid/database/sqlite/SQLiteDatabase;


# direct methods
.method public synthetic constructor <init>(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/fridgenet/swap/SwapProvider$$ExternalSyntheticLambda3;->f$0:Landroid/database/sqlite/SQLiteDatabase;
    return-void
.end method


# virtual methods
.method public final accept(Ljava/lang/Object;)V
    .registers 3
    iget-object v0, p0, Lcom/fridgenet/swap/SwapProvider$$ExternalSyntheticLambda3;->f$0:Landroid/database/sqlite/SQLiteDatabase;
    check-cast p1, Ljava/lang/String;
    invoke-static {v0, p1}, Lcom/fridgenet/swap/SwapProvider;->lambda$tagItems$2(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)V
    return-void
.end method
