# object Tokens with @JvmStatic functions taking the value class Ttl (mangled names; see sketch/ToolProvider.kt).
.class public final Lcom/example/r14k/Tokens;
.super Ljava/lang/Object;
.source "Tokens.kt"

# static fields
.field public static final INSTANCE:Lcom/example/r14k/Tokens;

# direct methods
.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r14k/Tokens;
    invoke-direct {v0}, Lcom/example/r14k/Tokens;-><init>()V
    sput-object v0, Lcom/example/r14k/Tokens;->INSTANCE:Lcom/example/r14k/Tokens;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static final open-Lm3yq0E(J)Ljava/lang/String;
    .registers 3
    .annotation runtime Lkotlin/jvm/JvmStatic;
    .end annotation
    .line 9
    sget-object p0, Lkotlin/random/Random;->Default:Lkotlin/random/Random$Default;
    invoke-virtual {p0}, Lkotlin/random/Random$Default;->nextLong()J
    move-result-wide p0
    const/16 v0, 0x10
    invoke-static {v0}, Lkotlin/text/CharsKt;->checkRadix(I)I
    move-result v0
    invoke-static {p0, p1, v0}, Ljava/lang/Long;->toString(JI)Ljava/lang/String;
    move-result-object p0
    const-string p1, "toString(this, checkRadix(radix))"
    invoke-static {p0, p1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {p0}, Lcom/example/r14k/SessionToken;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method

.method public static final resume-Lm3yq0E(J)Ljava/lang/String;
    .registers 3
    .annotation runtime Lkotlin/jvm/JvmStatic;
    .end annotation
    .line 13
    const/16 p0, 0x10
    new-array p0, p0, [B
    new-instance p1, Ljava/security/SecureRandom;
    invoke-direct {p1}, Ljava/security/SecureRandom;-><init>()V
    invoke-virtual {p1, p0}, Ljava/security/SecureRandom;->nextBytes([B)V
    .line 14
    const/4 p1, 0x2
    invoke-static {p0, p1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object p0
    const-string p1, "encodeToString(b, Base64.NO_WRAP)"
    invoke-static {p0, p1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {p0}, Lcom/example/r14k/SessionToken;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method
