.class public final Lcom/example/r18v/OpId$Companion;
.super Ljava/lang/Object;
.source "OpId.kt"

.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/example/r18v/OpId;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Companion"
.end annotation

.method private constructor <init>()V
    .registers 1
    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {p0}, Lcom/example/r18v/OpId$Companion;-><init>()V
    return-void
.end method

.method public final random-2MhOIbU()Ljava/lang/String;
    .registers 4
    .line 8
    new-instance v0, Ljava/util/Random;
    invoke-direct {v0}, Ljava/util/Random;-><init>()V
    invoke-virtual {v0}, Ljava/util/Random;->nextLong()J
    move-result-wide v0
    const/16 v2, 0x10
    invoke-static {v2}, Lkotlin/text/CharsKt;->checkRadix(I)I
    move-result v2
    invoke-static {v0, v1, v2}, Ljava/lang/Long;->toString(JI)Ljava/lang/String;
    move-result-object v0
    const-string v1, "toString(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v0}, Lcom/example/r18v/OpId;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public final fromUuid-2MhOIbU()Ljava/lang/String;
    .registers 3
    .line 9
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v0
    invoke-virtual {v0}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v0
    const-string v1, "toString(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v0}, Lcom/example/r18v/OpId;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
