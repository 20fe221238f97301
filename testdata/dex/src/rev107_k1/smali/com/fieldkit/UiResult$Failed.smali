.class public final Lcom/fieldkit/UiResult$Failed;
.super Ljava/lang/Object;
.source "UiResult.kt"

# interfaces
.implements Lcom/fieldkit/UiResult;

.field private final code:Ljava/lang/String;
.field private final message:Ljava/lang/String;

.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;)V
    .registers 4
    const-string v0, "code"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "message"
    invoke-static {v3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 7
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lcom/fieldkit/UiResult$Failed;->code:Ljava/lang/String;
    iput-object v3, v1, Lcom/fieldkit/UiResult$Failed;->message:Ljava/lang/String;
    return-void
.end method

.method public final getCode()Ljava/lang/String;
    .registers 2
    .line 7
    iget-object v0, v1, Lcom/fieldkit/UiResult$Failed;->code:Ljava/lang/String;
    return-object v0
.end method

.method public final getMessage()Ljava/lang/String;
    .registers 2
    .line 7
    iget-object v0, v1, Lcom/fieldkit/UiResult$Failed;->message:Ljava/lang/String;
    return-object v0
.end method

