.class public final Lapp/larder/core/Session$Companion;
.super Ljava/lang/Object;
.source "Sessions.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lapp/larder/core/Session$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final open(ILjava/util/Set;)Lapp/larder/core/Session;
    .registers 12

    const-string v1, "capabilities"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 13
    new-instance v0, Lapp/larder/core/Session;

    sget-object v2, Lapp/larder/core/Tokens;->INSTANCE:Lapp/larder/core/Tokens;

    const/16 v3, 0x2b

    invoke-virtual {v2, v3}, Lapp/larder/core/Tokens;->session(I)Ljava/lang/String;

    move-result-object v2

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v5

    const-wide/32 v7, 0x2932e00

    add-long/2addr v5, v7

    move-object v1, v2

    move v2, p1

    move-object v3, p2

    move-wide v4, v5

    invoke-direct/range {v0 .. v5}, Lapp/larder/core/Session;-><init>(Ljava/lang/String;ILjava/util/Set;J)V

    return-object v0
.end method
