.class public final synthetic Lcom/fridgenet/swap/SwapProvider$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Consumer;

# instance fields
.field public final synthetic f$0:Landroid/database/sqlite/SQLiteDatabase;

.field public final synthetic f$1:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/fridgenet/swap/SwapProvider$$ExternalSyntheticLambda2;->f$0:Landroid/database/sqlite/SQLiteDatabase;
    iput-object p2, p0, Lcom/fridgenet/swap/SwapProvider$$ExternalSyntheticLambda2;->f$1:Ljava/lang/String;
    return-void
.end method


# virtual methods
.method public final accept(Ljava/lang/Object;)V
    .registers 4
    iget-object v0, p0, Lcom/fridgenet/swap/SwapProvider$$ExternalSyntheticLambda2;->f$0:Landroid/database/sqlite/SQLiteDatabase;
    iget-object v1, p0, Lcom/fridgenet/swap/SwapProvider$$ExternalSyntheticLambda2;->f$1:Ljava/lang/String;
    check-cast p1, Ljava/lang/String;
    invoke-static {v0, v1, p1}, Lcom/fridgenet/swap/SwapProvider;->lambda$tagItems$1(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;Ljava/lang/String;)V
    return-void
.end method
