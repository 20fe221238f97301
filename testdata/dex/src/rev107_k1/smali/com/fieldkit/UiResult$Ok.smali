.class public final Lcom/fieldkit/UiResult$Ok;
.super Ljava/lang/Object;
.source "UiResult.kt"

# interfaces
.implements Lcom/fieldkit/UiResult;

.field private final json:Ljava/lang/String;

.method public constructor <init>(Ljava/lang/String;)V
    .registers 3
    const-string v0, "json"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 6
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lcom/fieldkit/UiResult$Ok;->json:Ljava/lang/String;
    return-void
.end method

.method public final getJson()Ljava/lang/String;
    .registers 2
    .line 6
    iget-object v0, v1, Lcom/fieldkit/UiResult$Ok;->json:Ljava/lang/String;
    return-object v0
.end method

