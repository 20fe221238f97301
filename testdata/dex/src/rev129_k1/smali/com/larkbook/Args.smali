.class public final Lcom/larkbook/Args;
.super Ljava/lang/Object;
.source "Envelope.kt"

# instance fields
.field private final json:Lorg/json/JSONObject;


# direct methods
.method private synthetic constructor <init>(Lorg/json/JSONObject;)V
    .registers 2
    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/larkbook/Args;->json:Lorg/json/JSONObject;
    return-void
.end method

.method public static final synthetic box-impl(Lorg/json/JSONObject;)Lcom/larkbook/Args;
    .registers 2
    new-instance v0, Lcom/larkbook/Args;
    invoke-direct {v0, p0}, Lcom/larkbook/Args;-><init>(Lorg/json/JSONObject;)V
    return-object v0
.end method

.method public static constructor-impl(Lorg/json/JSONObject;)Lorg/json/JSONObject;
    .registers 2
    const-string v0, "json"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p0
.end method

.method public static equals-impl(Lorg/json/JSONObject;Ljava/lang/Object;)Z
    .registers 3
    instance-of v0, p1, Lcom/larkbook/Args;
    if-nez v0, :L9
    const/4 v0, 0x0
    return v0
:L9
    move-object v0, p1
    check-cast v0, Lcom/larkbook/Args;
    invoke-virtual {v0}, Lcom/larkbook/Args;->unbox-impl()Lorg/json/JSONObject;
    move-result-object v0
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L26
    const/4 v0, 0x0
    return v0
:L26
    const/4 v0, 0x1
    return v0
.end method

.method public static final equals-impl0(Lorg/json/JSONObject;Lorg/json/JSONObject;)Z
    .registers 3
    invoke-static {p0, p1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

.method public static final flag-impl(Lorg/json/JSONObject;Ljava/lang/String;)Z
    .registers 5
    const-string v1, "key"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 14
    const/4 v2, 0x0
    invoke-virtual {p0, p1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z
    move-result v0
    return v0
.end method

.method public static final get-impl(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;
    .registers 8
    const-string v1, "key"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 12
    const-string v2, ""
    invoke-virtual {p0, p1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    move-object v4, v3
    .line 65
    const/4 v5, 0x0
    .line 12
    invoke-static {v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    move-object v0, v4
    check-cast v0, Ljava/lang/CharSequence;
    invoke-interface {v0}, Ljava/lang/CharSequence;->length()I
    move-result v0
    if-lez v0, :L39
    const/4 v0, 0x1
    goto :L40
:L39
    const/4 v0, 0x0
:L40
    if-eqz v0, :L48
    move-object v0, v3
    goto :L49
:L48
    const/4 v0, 0x0
:L49
    return-object v0
.end method

.method public static hashCode-impl(Lorg/json/JSONObject;)I
    .registers 2
    invoke-virtual {p0}, Lorg/json/JSONObject;->hashCode()I
    move-result v0
    return v0
.end method

.method public static final int-impl(Lorg/json/JSONObject;Ljava/lang/String;I)I
    .registers 5
    const-string v1, "key"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 16
    invoke-virtual {p0, p1, p2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I
    move-result v0
    return v0
.end method

.method public static toString-impl(Lorg/json/JSONObject;)Ljava/lang/String;
    .registers 4
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "Args(json="
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v2, ")"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public equals(Ljava/lang/Object;)Z
    .registers 3
    iget-object v0, p0, Lcom/larkbook/Args;->json:Lorg/json/JSONObject;
    invoke-static {v0, p1}, Lcom/larkbook/Args;->equals-impl(Lorg/json/JSONObject;Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

.method public hashCode()I
    .registers 2
    iget-object v0, p0, Lcom/larkbook/Args;->json:Lorg/json/JSONObject;
    invoke-static {v0}, Lcom/larkbook/Args;->hashCode-impl(Lorg/json/JSONObject;)I
    move-result v0
    return v0
.end method

.method public toString()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/larkbook/Args;->json:Lorg/json/JSONObject;
    invoke-static {v0}, Lcom/larkbook/Args;->toString-impl(Lorg/json/JSONObject;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public final synthetic unbox-impl()Lorg/json/JSONObject;
    .registers 2
    iget-object v0, p0, Lcom/larkbook/Args;->json:Lorg/json/JSONObject;
    return-object v0
.end method
