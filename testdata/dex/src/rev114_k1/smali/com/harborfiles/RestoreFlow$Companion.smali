.class public final Lcom/harborfiles/RestoreFlow$Companion;
.super Ljava/lang/Object;
.source "RestoreFlow.kt"

# direct methods
.method private constructor <init>()V
    .registers 1

    .line 36
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lcom/harborfiles/RestoreFlow$Companion;-><init>()V
    return-void
.end method


# virtual methods
.method public final nextToken()Ljava/lang/String;
    .registers 6

    .line 40
    const/16 v0, 0x18
    new-array v3, v0, [B
    move-object v4, v3
    invoke-static {}, Lcom/harborfiles/RestoreFlow;->access$getRng$cp()Ljava/util/Random;
    move-result-object v0
    invoke-virtual {v0, v4}, Ljava/util/Random;->nextBytes([B)V
    move-object v4, v3
    .line 41
    const/16 v1, 0xa
    invoke-static {v4, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v0
    .line 40
    const-string v2, "let(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 42
    return-object v0
.end method
