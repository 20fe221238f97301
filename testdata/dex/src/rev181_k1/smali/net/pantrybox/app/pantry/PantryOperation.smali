.class public final Lnet/pantrybox/app/pantry/PantryOperation;
.super Ljava/lang/Object;
.source "Ledger.kt"


# instance fields
.field public final callerUid:I

.field public volatile cancelRequested:Z

.field public volatile done:I

.field public final id:Ljava/lang/String;

.field public final requestId:Ljava/lang/String;

.field public volatile result:Lorg/json/JSONObject;

.field public volatile state:Ljava/lang/String;

.field public volatile total:I


# direct methods
.method public constructor <init>(Ljava/lang/String;ILjava/lang/String;)V
    .registers 5

    const-string v0, "id"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "requestId"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 73
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lnet/pantrybox/app/pantry/PantryOperation;->id:Ljava/lang/String;

    iput p2, p0, Lnet/pantrybox/app/pantry/PantryOperation;->callerUid:I

    iput-object p3, p0, Lnet/pantrybox/app/pantry/PantryOperation;->requestId:Ljava/lang/String;

    .line 74
    const-string v0, "queued"

    iput-object v0, p0, Lnet/pantrybox/app/pantry/PantryOperation;->state:Ljava/lang/String;

    .line 73
    return-void
.end method


# virtual methods
.method public final getTerminal()Z
    .registers 3

    .line 80
    iget-object v0, p0, Lnet/pantrybox/app/pantry/PantryOperation;->state:Ljava/lang/String;

    const-string v1, "succeeded"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    iget-object v0, p0, Lnet/pantrybox/app/pantry/PantryOperation;->state:Ljava/lang/String;

    const-string v1, "failed"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    iget-object v0, p0, Lnet/pantrybox/app/pantry/PantryOperation;->state:Ljava/lang/String;

    const-string v1, "cancelled"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    :cond_0
    const/4 v0, 0x1

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    return v0
.end method
