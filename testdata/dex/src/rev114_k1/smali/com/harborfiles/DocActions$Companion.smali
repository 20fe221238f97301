.class public final Lcom/harborfiles/DocActions$Companion;
.super Ljava/lang/Object;
.source "DocActions.kt"

# direct methods
.method private constructor <init>()V
    .registers 1

    .line 95
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lcom/harborfiles/DocActions$Companion;-><init>()V
    return-void
.end method


# virtual methods
.method public final newResumeToken()Ljava/lang/String;
    .registers 6

    .line 99
    const/16 v0, 0x18
    new-array v3, v0, [B
    move-object v4, v3
    invoke-static {}, Lcom/harborfiles/DocActions;->access$getRng$cp()Ljava/util/Random;
    move-result-object v0
    invoke-virtual {v0, v4}, Ljava/util/Random;->nextBytes([B)V
    move-object v4, v3
    .line 100
    const/16 v1, 0xa
    invoke-static {v4, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v0
    .line 99
    const-string v2, "let(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 101
    return-object v0
.end method
