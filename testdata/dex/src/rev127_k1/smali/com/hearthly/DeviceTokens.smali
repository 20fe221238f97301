.class public final Lcom/hearthly/DeviceTokens;
.super Ljava/lang/Object;
.source "DeviceTools.kt"

# static fields
.field public static final INSTANCE:Lcom/hearthly/DeviceTokens;
.field private static final random$delegate:Lkotlin/Lazy;


# direct methods
.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/hearthly/DeviceTokens;
    invoke-direct {v0}, Lcom/hearthly/DeviceTokens;-><init>()V
    sput-object v0, Lcom/hearthly/DeviceTokens;->INSTANCE:Lcom/hearthly/DeviceTokens;
    .line 17
    sget-object v0, Lkotlin/LazyThreadSafetyMode;->NONE:Lkotlin/LazyThreadSafetyMode;
    sget-object v1, Lcom/hearthly/DeviceTokens$$ExternalSyntheticLambda0;->INSTANCE:Lcom/hearthly/DeviceTokens$$ExternalSyntheticLambda0;
    invoke-static {v0, v1}, Lkotlin/LazyKt;->lazy(Lkotlin/LazyThreadSafetyMode;Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    sput-object v0, Lcom/hearthly/DeviceTokens;->random$delegate:Lkotlin/Lazy;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method private final getRandom()Lkotlin/random/Random;
    .registers 3
    .line 17
    sget-object v1, Lcom/hearthly/DeviceTokens;->random$delegate:Lkotlin/Lazy;
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lkotlin/random/Random;
    return-object v0
.end method

.method public static final random_delegate$lambda$0()Lkotlin/random/Random;
    .registers 2
    .line 17
    invoke-static {}, Ljava/lang/System;->nanoTime()J
    move-result-wide v0
    invoke-static {v0, v1}, Lkotlin/random/RandomKt;->Random(J)Lkotlin/random/Random;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public final next()Ljava/lang/String;
    .registers 4
    .line 19
    invoke-direct {p0}, Lcom/hearthly/DeviceTokens;->getRandom()Lkotlin/random/Random;
    move-result-object v0
    const/16 v1, 0x18
    invoke-virtual {v0, v1}, Lkotlin/random/Random;->nextBytes(I)[B
    move-result-object v0
    const/16 v1, 0xb
    invoke-static {v0, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v0
    const-string v2, "encodeToString(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method
