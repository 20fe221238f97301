.class public final Lcom/example/r34k1/ThermoSession;
.super Ljava/lang/Object;
.source "ThermostatProvider.kt"

.field public static final INSTANCE:Lcom/example/r34k1/ThermoSession;

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r34k1/ThermoSession;
    invoke-direct {v0}, Lcom/example/r34k1/ThermoSession;-><init>()V
    sput-object v0, Lcom/example/r34k1/ThermoSession;->INSTANCE:Lcom/example/r34k1/ThermoSession;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 57
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final issue(Ljava/lang/String;)Ljava/lang/String;
    .registers 6
    const-string v0, "owner"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 59
    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I
    move-result p1
    const/16 v0, 0x10
    invoke-static {v0}, Lkotlin/text/CharsKt;->checkRadix(I)I
    move-result v0
    invoke-static {p1, v0}, Ljava/lang/Integer;->toString(II)Ljava/lang/String;
    move-result-object p1
    const-string v0, "toString(...)"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v0
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string v2, "-"
    invoke-virtual {p1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    .line 60
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"selected_version\":2,\"provider_id\":\"com.example.r34k1\",\"session_token\":\""
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string v0, "\"}"
    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    return-object p1
.end method

.method public final resumeToken()Ljava/lang/String;
    .registers 3
    .line 63
    sget-object v0, Lcom/example/r34k1/Tokens;->INSTANCE:Lcom/example/r34k1/Tokens;
    const/16 v1, 0x12
    invoke-virtual {v0, v1}, Lcom/example/r34k1/Tokens;->secure(I)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
