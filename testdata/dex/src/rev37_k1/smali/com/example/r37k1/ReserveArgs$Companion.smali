.class public final Lcom/example/r37k1/ReserveArgs$Companion;
.super Ljava/lang/Object;
.source "Fleet.kt"

.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/example/r37k1/ReserveArgs;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Companion"
.end annotation

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nFleet.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Fleet.kt\ncom/example/r37k1/ReserveArgs$Companion\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,134:1\n1#2:135\n*E\n"
.end annotation

.method private constructor <init>()V
    .registers 1
    .line 64
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {p0}, Lcom/example/r37k1/ReserveArgs$Companion;-><init>()V
    return-void
.end method

.method public final parse(Lorg/json/JSONObject;Ljava/lang/String;)Lcom/example/r37k1/ReserveArgs;
    .registers 5
    const-string v0, "json"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "caller"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 66
    const-string v0, "car_id"
    invoke-static {p1, v0}, Lcom/example/r37k1/EnvelopesKt;->text(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v1, "calling_package"
    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    check-cast p1, Ljava/lang/CharSequence;
    invoke-interface {p1}, Ljava/lang/CharSequence;->length()I
    move-result v1
    if-nez v1, :cond_0
    .line 135
    const/4 p1, 0x0
    .line 66
    move-object p1, p2
    :cond_0
    const-string p2, "ifEmpty(...)"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast p1, Ljava/lang/String;
    new-instance p2, Lcom/example/r37k1/ReserveArgs;
    invoke-direct {p2, v0, p1}, Lcom/example/r37k1/ReserveArgs;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    return-object p2
.end method
