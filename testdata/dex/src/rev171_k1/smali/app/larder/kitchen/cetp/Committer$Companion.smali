.class public final Lapp/larder/kitchen/cetp/Committer$Companion;
.super Ljava/lang/Object;
.source "Committer.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 24
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lapp/larder/kitchen/cetp/Committer$Companion;-><init>()V

    return-void
.end method
