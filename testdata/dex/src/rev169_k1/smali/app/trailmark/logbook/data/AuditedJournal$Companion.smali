.class public final Lapp/trailmark/logbook/data/AuditedJournal$Companion;
.super Ljava/lang/Object;
.source "Journal.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 69
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lapp/trailmark/logbook/data/AuditedJournal$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final actingFor(ILapp/trailmark/logbook/data/Journal;Lapp/trailmark/logbook/data/AuditLog;)Lapp/trailmark/logbook/data/Journal;
    .registers 7

    const-string v1, "inner"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "audit"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 70
    new-instance v0, Lapp/trailmark/logbook/data/AuditedJournal;

    const/4 v2, 0x0

    invoke-direct {v0, p2, p3, p1, v2}, Lapp/trailmark/logbook/data/AuditedJournal;-><init>(Lapp/trailmark/logbook/data/Journal;Lapp/trailmark/logbook/data/AuditLog;ILkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lapp/trailmark/logbook/data/Journal;

    return-object v0
.end method
