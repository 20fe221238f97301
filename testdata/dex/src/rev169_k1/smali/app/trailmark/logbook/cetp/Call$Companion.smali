.class public final Lapp/trailmark/logbook/cetp/Call$Companion;
.super Ljava/lang/Object;
.source "Protocol.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 53
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lapp/trailmark/logbook/cetp/Call$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final admit(Landroid/os/Bundle;Lapp/trailmark/logbook/cetp/Caller;Ljava/lang/String;Lapp/trailmark/logbook/cetp/Session;)Lapp/trailmark/logbook/cetp/Call;
    .registers 11

    const-string v1, "extras"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "caller"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "providerId"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "session"

    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 55
    new-instance v0, Lapp/trailmark/logbook/cetp/Call;

    move-object v1, p2

    move-object v2, p3

    move-object v3, p4

    move-object v4, p1

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lapp/trailmark/logbook/cetp/Call;-><init>(Lapp/trailmark/logbook/cetp/Caller;Ljava/lang/String;Lapp/trailmark/logbook/cetp/Session;Landroid/os/Bundle;Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    return-object v0
.end method
