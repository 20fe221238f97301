.class public final Lcom/tidewell/home/TextsToolProvider$Companion;
.super Ljava/lang/Object;
.source "TextsToolProvider.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 149
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lcom/tidewell/home/TextsToolProvider$Companion;-><init>()V

    return-void
.end method
