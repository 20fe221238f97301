.class public final Lapp/larder/home/cetp/CallersKt;
.super Ljava/lang/Object;
.source "Callers.kt"


# static fields
.field private static final KNOWN_ASSISTANTS:Ljava/util/Map;


# direct methods
.method static constructor <clinit>()V
    .registers 5

    .line 18
    const/4 v0, 0x2

    new-array v4, v0, [Lkotlin/Pair;

    const-string v2, "com.clawseed.assistant"

    const-string v3, "3f9a0c27d41e8b65a2c7f01d9e4b36a8c5d2e7f04b1a93c6d8e25f7a0b4c61d9"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x0

    aput-object v2, v4, v1

    .line 19
    const-string v2, "org.hearthside.helper"

    const-string v3, "a07e5d3c91f2b84d6e0a3c5f7b9d1e24c6a8f0b2d4e6c8a1f3b5d7e9c0a2b4d6"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x1

    aput-object v2, v4, v1

    .line 17
    invoke-static {v4}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v0

    sput-object v0, Lapp/larder/home/cetp/CallersKt;->KNOWN_ASSISTANTS:Ljava/util/Map;

    return-void
.end method

.method public static final getKNOWN_ASSISTANTS()Ljava/util/Map;
    .registers 1

    .line 17
    sget-object v0, Lapp/larder/home/cetp/CallersKt;->KNOWN_ASSISTANTS:Ljava/util/Map;

    return-object v0
.end method
