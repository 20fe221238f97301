.class public final synthetic Lapp/larder/pantry/PantryOpsKt$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;


# instance fields
.field public final synthetic f$0:Lapp/larder/pantry/Operation;

.field public final synthetic f$1:Ljava/lang/String;

.field public final synthetic f$2:I


# direct methods
.method public synthetic constructor <init>(Lapp/larder/pantry/Operation;Ljava/lang/String;I)V
    .registers 4

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/larder/pantry/PantryOpsKt$$ExternalSyntheticLambda0;->f$0:Lapp/larder/pantry/Operation;

    iput-object p2, p0, Lapp/larder/pantry/PantryOpsKt$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;

    iput p3, p0, Lapp/larder/pantry/PantryOpsKt$$ExternalSyntheticLambda0;->f$2:I

    return-void
.end method


# virtual methods
.method public final run()V
    .registers 4

    iget-object v0, p0, Lapp/larder/pantry/PantryOpsKt$$ExternalSyntheticLambda0;->f$0:Lapp/larder/pantry/Operation;

    iget-object v1, p0, Lapp/larder/pantry/PantryOpsKt$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;

    iget v2, p0, Lapp/larder/pantry/PantryOpsKt$$ExternalSyntheticLambda0;->f$2:I

    invoke-static {v0, v1, v2}, Lapp/larder/pantry/PantryOpsKt;->startRestock$lambda$0(Lapp/larder/pantry/Operation;Ljava/lang/String;I)V

    return-void
.end method
