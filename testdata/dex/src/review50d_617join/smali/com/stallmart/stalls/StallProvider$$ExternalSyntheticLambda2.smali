.class public final synthetic Lcom/stallmart/stalls/StallProvider$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/google/common/base/Function;


# instance fields
.field public final synthetic f$0:Ljava/lang/String;

.field public final synthetic f$1:Lcom/stallmart/data/MarketDb;


# direct methods
.method public synthetic constructor <init>(Ljava/lang/String;Lcom/stallmart/data/MarketDb;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/stallmart/stalls/StallProvider$$ExternalSyntheticLambda2;->f$0:Ljava/lang/String;

    iput-object p2, p0, Lcom/stallmart/stalls/StallProvider$$ExternalSyntheticLambda2;->f$1:Lcom/stallmart/data/MarketDb;

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4

    iget-object v0, p0, Lcom/stallmart/stalls/StallProvider$$ExternalSyntheticLambda2;->f$0:Ljava/lang/String;

    iget-object v1, p0, Lcom/stallmart/stalls/StallProvider$$ExternalSyntheticLambda2;->f$1:Lcom/stallmart/data/MarketDb;

    check-cast p1, Landroid/database/Cursor;

    invoke-static {v0, v1, p1}, Lcom/stallmart/stalls/StallProvider;->lambda$stallMap$1(Ljava/lang/String;Lcom/stallmart/data/MarketDb;Landroid/database/Cursor;)Ljava/lang/Integer;

    move-result-object p1

    return-object p1
.end method
