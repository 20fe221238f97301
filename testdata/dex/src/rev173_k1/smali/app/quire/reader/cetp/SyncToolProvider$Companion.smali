.class public final Lapp/quire/reader/cetp/SyncToolProvider$Companion;
.super Ljava/lang/Object;
.source "SyncToolProvider.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 271
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lapp/quire/reader/cetp/SyncToolProvider$Companion;-><init>()V

    return-void
.end method
