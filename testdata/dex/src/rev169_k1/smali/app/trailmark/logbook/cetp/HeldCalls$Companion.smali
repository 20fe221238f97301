.class public final Lapp/trailmark/logbook/cetp/HeldCalls$Companion;
.super Ljava/lang/Object;
.source "Held.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 50
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lapp/trailmark/logbook/cetp/HeldCalls$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final using(Lapp/trailmark/logbook/cetp/TokenSource;)Lapp/trailmark/logbook/cetp/HeldCalls;
    .registers 5

    const-string v1, "tokens"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 53
    new-instance v0, Lapp/trailmark/logbook/cetp/HeldCalls;

    const/4 v2, 0x0

    invoke-direct {v0, p1, v2}, Lapp/trailmark/logbook/cetp/HeldCalls;-><init>(Lapp/trailmark/logbook/cetp/TokenSource;Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    return-object v0
.end method
