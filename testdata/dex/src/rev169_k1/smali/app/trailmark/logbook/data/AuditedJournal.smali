.class public final Lapp/trailmark/logbook/data/AuditedJournal;
.super Ljava/lang/Object;
.source "Journal.kt"

# interfaces
.implements Lapp/trailmark/logbook/data/Journal;


# static fields
.field public static final Companion:Lapp/trailmark/logbook/data/AuditedJournal$Companion;


# instance fields
.field private final actorUid:I

.field private final audit:Lapp/trailmark/logbook/data/AuditLog;

.field private final inner:Lapp/trailmark/logbook/data/Journal;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lapp/trailmark/logbook/data/AuditedJournal$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lapp/trailmark/logbook/data/AuditedJournal$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/trailmark/logbook/data/AuditedJournal;->Companion:Lapp/trailmark/logbook/data/AuditedJournal$Companion;

    return-void
.end method

.method private constructor <init>(Lapp/trailmark/logbook/data/Journal;Lapp/trailmark/logbook/data/AuditLog;I)V
    .registers 4

    .line 58
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 59
    iput-object p1, p0, Lapp/trailmark/logbook/data/AuditedJournal;->inner:Lapp/trailmark/logbook/data/Journal;

    .line 60
    iput-object p2, p0, Lapp/trailmark/logbook/data/AuditedJournal;->audit:Lapp/trailmark/logbook/data/AuditLog;

    .line 61
    iput p3, p0, Lapp/trailmark/logbook/data/AuditedJournal;->actorUid:I

    .line 58
    return-void
.end method

.method public synthetic constructor <init>(Lapp/trailmark/logbook/data/Journal;Lapp/trailmark/logbook/data/AuditLog;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 5

    invoke-direct {p0, p1, p2, p3}, Lapp/trailmark/logbook/data/AuditedJournal;-><init>(Lapp/trailmark/logbook/data/Journal;Lapp/trailmark/logbook/data/AuditLog;I)V

    return-void
.end method


# virtual methods
.method public add(Ljava/lang/Long;Ljava/lang/String;)J
    .registers 5

    const-string v1, "text"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    iget-object v0, p0, Lapp/trailmark/logbook/data/AuditedJournal;->inner:Lapp/trailmark/logbook/data/Journal;

    invoke-interface {v0, p1, p2}, Lapp/trailmark/logbook/data/Journal;->add(Ljava/lang/Long;Ljava/lang/String;)J

    move-result-wide v0

    return-wide v0
.end method

.method public archiveBatch(JI)I
    .registers 5

    iget-object v0, p0, Lapp/trailmark/logbook/data/AuditedJournal;->inner:Lapp/trailmark/logbook/data/Journal;

    invoke-interface {v0, p1, p2, p3}, Lapp/trailmark/logbook/data/Journal;->archiveBatch(JI)I

    move-result v0

    return v0
.end method

.method public delete(J)Z
    .registers 10

    .line 64
    iget-object v0, p0, Lapp/trailmark/logbook/data/AuditedJournal;->inner:Lapp/trailmark/logbook/data/Journal;

    invoke-interface {v0, p1, p2}, Lapp/trailmark/logbook/data/Journal;->delete(J)Z

    move-result v6

    .line 65
    if-eqz v6, :cond_0

    iget-object v0, p0, Lapp/trailmark/logbook/data/AuditedJournal;->audit:Lapp/trailmark/logbook/data/AuditLog;

    iget v1, p0, Lapp/trailmark/logbook/data/AuditedJournal;->actorUid:I

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "entry/"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, p1, p2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    const-string v2, "delete_entry"

    invoke-virtual {v0, v1, v2, v3}, Lapp/trailmark/logbook/data/AuditLog;->record(ILjava/lang/String;Ljava/lang/String;)V

    .line 66
    :cond_0
    return v6
.end method

.method public recent(I)Ljava/util/List;
    .registers 3

    iget-object v0, p0, Lapp/trailmark/logbook/data/AuditedJournal;->inner:Lapp/trailmark/logbook/data/Journal;

    invoke-interface {v0, p1}, Lapp/trailmark/logbook/data/Journal;->recent(I)Ljava/util/List;

    move-result-object v0

    return-object v0
.end method
