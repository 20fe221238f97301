.class public final Lcom/saltmarsh/podcasts/PlaybackService$Companion;
.super Ljava/lang/Object;
.source "Playback.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 107
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lcom/saltmarsh/podcasts/PlaybackService$Companion;-><init>()V

    return-void
.end method
