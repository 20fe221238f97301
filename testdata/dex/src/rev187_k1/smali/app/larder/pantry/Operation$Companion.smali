.class public final Lapp/larder/pantry/Operation$Companion;
.super Ljava/lang/Object;
.source "PantryOps.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 31
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lapp/larder/pantry/Operation$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final start(ILjava/lang/String;)Lapp/larder/pantry/Operation;
    .registers 21

    move-object/from16 v0, p2

    const-string v1, "requestId"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 36
    new-instance v6, Ljava/lang/StringBuilder;

    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V

    move-object v7, v6

    .line 142
    const/4 v8, 0x0

    .line 36
    const/16 v9, 0x18

    const/4 v10, 0x0

    :goto_0
    if-ge v10, v9, :cond_0

    move v11, v10

    .line 142
    const/4 v12, 0x0

    .line 36
    invoke-static {}, Lapp/larder/pantry/Operation;->access$getRng$cp()Ljava/util/Random;

    move-result-object v2

    const/16 v3, 0x24

    invoke-virtual {v2, v3}, Ljava/util/Random;->nextInt(I)I

    move-result v2

    const-string v1, "0123456789abcdefghijklmnopqrstuvwxyz"

    invoke-virtual {v1, v2}, Ljava/lang/String;->charAt(I)C

    move-result v1

    invoke-virtual {v7, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    add-int/lit8 v10, v10, 0x1

    goto :goto_0

    :cond_0
    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "op_"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    .line 35
    const/4 v13, 0x0

    const-string v14, "queued"

    move-object/from16 v15, p2

    move/from16 v16, p1

    move-object/from16 v17, v0

    new-instance v0, Lapp/larder/pantry/Operation;

    move-object/from16 v1, v17

    move/from16 v2, v16

    move-object v3, v15

    move-object v4, v14

    move-object v5, v13

    invoke-direct/range {v0 .. v5}, Lapp/larder/pantry/Operation;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 38
    return-object v0
.end method
