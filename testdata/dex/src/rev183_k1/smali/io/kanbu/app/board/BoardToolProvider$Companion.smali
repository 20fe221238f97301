.class public final Lio/kanbu/app/board/BoardToolProvider$Companion;
.super Ljava/lang/Object;
.source "BoardToolProvider.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 242
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lio/kanbu/app/board/BoardToolProvider$Companion;-><init>()V

    return-void
.end method
