.class public final Lapp/trailmark/logbook/cetp/ArchiveJob$Companion;
.super Ljava/lang/Object;
.source "ArchiveJob.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 49
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lapp/trailmark/logbook/cetp/ArchiveJob$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final queue(Lapp/trailmark/logbook/data/OperationStore;Lapp/trailmark/logbook/data/Journal;Lapp/trailmark/logbook/cetp/JournalSettings;Lapp/trailmark/logbook/cetp/Call;J)Lapp/trailmark/logbook/cetp/ArchiveJob;
    .registers 16

    const-string v1, "ops"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "journal"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "settings"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "call"

    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 54
    sget-object v0, Lapp/trailmark/logbook/cetp/TokenSources;->INSTANCE:Lapp/trailmark/logbook/cetp/TokenSources;

    invoke-virtual {v0}, Lapp/trailmark/logbook/cetp/TokenSources;->getSecure()Lapp/trailmark/logbook/cetp/TokenSource;

    move-result-object v0

    invoke-interface {v0}, Lapp/trailmark/logbook/cetp/TokenSource;->next()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "op_"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v8

    .line 55
    invoke-virtual {p4}, Lapp/trailmark/logbook/cetp/Call;->getCaller()Lapp/trailmark/logbook/cetp/Caller;

    move-result-object v2

    invoke-virtual {v2}, Lapp/trailmark/logbook/cetp/Caller;->getUid()I

    move-result v2

    invoke-virtual {p4}, Lapp/trailmark/logbook/cetp/Call;->getRequestId()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {p4}, Lapp/trailmark/logbook/cetp/Call;->getTool()Ljava/lang/String;

    move-result-object v4

    invoke-virtual {p1, v8, v2, v3, v4}, Lapp/trailmark/logbook/data/OperationStore;->create(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)V

    .line 56
    new-instance v0, Lapp/trailmark/logbook/cetp/ArchiveJob;

    move-object v1, v8

    move-object v2, p1

    move-object v3, p2

    move-object v4, p3

    move-wide v5, p5

    const/4 v7, 0x0

    invoke-direct/range {v0 .. v7}, Lapp/trailmark/logbook/cetp/ArchiveJob;-><init>(Ljava/lang/String;Lapp/trailmark/logbook/data/OperationStore;Lapp/trailmark/logbook/data/Journal;Lapp/trailmark/logbook/cetp/JournalSettings;JLkotlin/jvm/internal/DefaultConstructorMarker;)V

    return-object v0
.end method
