.class public final Lapp/keelson/backup/cetp/CallerGate$Companion;
.super Ljava/lang/Object;
.source "Callers.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 25
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lapp/keelson/backup/cetp/CallerGate$Companion;-><init>()V

    return-void
.end method
