.class public final Lcom/example/r33k1/SessionToken;
.super Ljava/lang/Object;
.source "Tokens.kt"

.annotation runtime Lkotlin/jvm/JvmInline;
.end annotation

.field public static final Companion:Lcom/example/r33k1/SessionToken$Companion;

.field private static final rng:Lkotlin/random/Random;

.field private final value:Ljava/lang/String;

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/example/r33k1/SessionToken$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/example/r33k1/SessionToken$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/example/r33k1/SessionToken;->Companion:Lcom/example/r33k1/SessionToken$Companion;
    .line 14
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    check-cast v0, Ljava/util/Random;
    invoke-static {v0}, Lkotlin/random/PlatformRandomKt;->asKotlinRandom(Ljava/util/Random;)Lkotlin/random/Random;
    move-result-object v0
    sput-object v0, Lcom/example/r33k1/SessionToken;->rng:Lkotlin/random/Random;
    return-void
.end method

.method private synthetic constructor <init>(Ljava/lang/String;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r33k1/SessionToken;->value:Ljava/lang/String;
    return-void
.end method

.method public static final synthetic box-impl(Ljava/lang/String;)Lcom/example/r33k1/SessionToken;
    .registers 2
    new-instance v0, Lcom/example/r33k1/SessionToken;
    invoke-direct {v0, p0}, Lcom/example/r33k1/SessionToken;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

.method public static constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    .registers 2
    const-string v0, "value"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p0
.end method

.method public static equals-impl(Ljava/lang/String;Ljava/lang/Object;)Z
    .registers 4
    instance-of v0, p1, Lcom/example/r33k1/SessionToken;
    const/4 v1, 0x0
    if-nez v0, :cond_6
    return v1
    :cond_6
    check-cast p1, Lcom/example/r33k1/SessionToken;
    invoke-virtual {p1}, Lcom/example/r33k1/SessionToken;->unbox-impl()Ljava/lang/String;
    move-result-object p1
    invoke-static {p0, p1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p0
    if-nez p0, :cond_16
    return v1
    :cond_16
    const/4 p0, 0x1
    return p0
.end method

.method public static final equals-impl0(Ljava/lang/String;Ljava/lang/String;)Z
    .registers 2
    invoke-static {p0, p1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p0
    return p0
.end method

.method public static hashCode-impl(Ljava/lang/String;)I
    .registers 1
    invoke-virtual {p0}, Ljava/lang/String;->hashCode()I
    move-result p0
    return p0
.end method

.method public static toString-impl(Ljava/lang/String;)Ljava/lang/String;
    .registers 3
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "SessionToken(value="
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v1, ")"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method

.method public static final synthetic access$getRng$cp()Lkotlin/random/Random;
    .registers 1
    .line 11
    sget-object v0, Lcom/example/r33k1/SessionToken;->rng:Lkotlin/random/Random;
    return-object v0
.end method

.method public static final mint-vH-2boM()Ljava/lang/String;
    .registers 1
    sget-object v0, Lcom/example/r33k1/SessionToken;->Companion:Lcom/example/r33k1/SessionToken$Companion;
    invoke-virtual {v0}, Lcom/example/r33k1/SessionToken$Companion;->mint-vH-2boM()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 3
    iget-object v0, p0, Lcom/example/r33k1/SessionToken;->value:Ljava/lang/String;
    invoke-static {v0, p1}, Lcom/example/r33k1/SessionToken;->equals-impl(Ljava/lang/String;Ljava/lang/Object;)Z
    move-result p1
    return p1
.end method

.method public final getValue()Ljava/lang/String;
    .registers 2
    .line 12
    iget-object v0, p0, Lcom/example/r33k1/SessionToken;->value:Ljava/lang/String;
    return-object v0
.end method

.method public hashCode()I
    .registers 2
    iget-object v0, p0, Lcom/example/r33k1/SessionToken;->value:Ljava/lang/String;
    invoke-static {v0}, Lcom/example/r33k1/SessionToken;->hashCode-impl(Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public toString()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/example/r33k1/SessionToken;->value:Ljava/lang/String;
    invoke-static {v0}, Lcom/example/r33k1/SessionToken;->toString-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public final synthetic unbox-impl()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/example/r33k1/SessionToken;->value:Ljava/lang/String;
    return-object v0
.end method
