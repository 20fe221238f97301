.class public final Lapp/trailmark/logbook/cetp/ArchiveJob;
.super Ljava/lang/Object;
.source "ArchiveJob.kt"

# interfaces
.implements Ljava/lang/Runnable;


# static fields
.field static final synthetic $$delegatedProperties:[Lkotlin/reflect/KProperty;

.field private static final BATCH:I = 0xc8

.field public static final Companion:Lapp/trailmark/logbook/cetp/ArchiveJob$Companion;


# instance fields
.field private final archived$delegate:Lkotlin/properties/ReadWriteProperty;

.field private final cutoffMs:J

.field private final journal:Lapp/trailmark/logbook/data/Journal;

.field private final operationId:Ljava/lang/String;

.field private final ops:Lapp/trailmark/logbook/data/OperationStore;

.field private final settings:Lapp/trailmark/logbook/cetp/JournalSettings;

.field private final state$delegate:Lkotlin/properties/ReadWriteProperty;


# direct methods
.method static constructor <clinit>()V
    .registers 8

    const/4 v0, 0x2

    new-array v7, v0, [Lkotlin/reflect/KProperty;

    new-instance v2, Lkotlin/jvm/internal/MutablePropertyReference1Impl;

    const-class v3, Lapp/trailmark/logbook/cetp/ArchiveJob;

    const-string v4, "state"

    const-string v5, "getState()Ljava/lang/String;"

    const/4 v6, 0x0

    invoke-direct {v2, v3, v4, v5, v6}, Lkotlin/jvm/internal/MutablePropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V

    const/4 v1, 0x0

    aput-object v2, v7, v1

    new-instance v2, Lkotlin/jvm/internal/MutablePropertyReference1Impl;

    const-class v3, Lapp/trailmark/logbook/cetp/ArchiveJob;

    const-string v4, "archived"

    const-string v5, "getArchived()I"

    const/4 v6, 0x0

    invoke-direct {v2, v3, v4, v5, v6}, Lkotlin/jvm/internal/MutablePropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V

    const/4 v1, 0x1

    aput-object v2, v7, v1

    sput-object v7, Lapp/trailmark/logbook/cetp/ArchiveJob;->$$delegatedProperties:[Lkotlin/reflect/KProperty;

    new-instance v0, Lapp/trailmark/logbook/cetp/ArchiveJob$Companion;

    const/4 v2, 0x0

    invoke-direct {v0, v2}, Lapp/trailmark/logbook/cetp/ArchiveJob$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/trailmark/logbook/cetp/ArchiveJob;->Companion:Lapp/trailmark/logbook/cetp/ArchiveJob$Companion;

    return-void
.end method

.method private constructor <init>(Ljava/lang/String;Lapp/trailmark/logbook/data/OperationStore;Lapp/trailmark/logbook/data/Journal;Lapp/trailmark/logbook/cetp/JournalSettings;J)V
    .registers 11

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 13
    iput-object p1, p0, Lapp/trailmark/logbook/cetp/ArchiveJob;->operationId:Ljava/lang/String;

    .line 14
    iput-object p2, p0, Lapp/trailmark/logbook/cetp/ArchiveJob;->ops:Lapp/trailmark/logbook/data/OperationStore;

    .line 15
    iput-object p3, p0, Lapp/trailmark/logbook/cetp/ArchiveJob;->journal:Lapp/trailmark/logbook/data/Journal;

    .line 16
    iput-object p4, p0, Lapp/trailmark/logbook/cetp/ArchiveJob;->settings:Lapp/trailmark/logbook/cetp/JournalSettings;

    .line 17
    iput-wide p5, p0, Lapp/trailmark/logbook/cetp/ArchiveJob;->cutoffMs:J

    .line 20
    sget-object v1, Lkotlin/properties/Delegates;->INSTANCE:Lkotlin/properties/Delegates;

    const-string v2, "queued"

    const/4 v3, 0x0

    .line 61
    new-instance v0, Lapp/trailmark/logbook/cetp/ArchiveJob$special$$inlined$observable$1;

    invoke-direct {v0, v2, p0}, Lapp/trailmark/logbook/cetp/ArchiveJob$special$$inlined$observable$1;-><init>(Ljava/lang/Object;Lapp/trailmark/logbook/cetp/ArchiveJob;)V

    check-cast v0, Lkotlin/properties/ReadWriteProperty;

    .line 20
    iput-object v0, p0, Lapp/trailmark/logbook/cetp/ArchiveJob;->state$delegate:Lkotlin/properties/ReadWriteProperty;

    .line 25
    sget-object v1, Lkotlin/properties/Delegates;->INSTANCE:Lkotlin/properties/Delegates;

    const/4 v0, 0x0

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const/4 v3, 0x0

    .line 64
    new-instance v0, Lapp/trailmark/logbook/cetp/ArchiveJob$special$$inlined$vetoable$1;

    invoke-direct {v0, v2}, Lapp/trailmark/logbook/cetp/ArchiveJob$special$$inlined$vetoable$1;-><init>(Ljava/lang/Object;)V

    check-cast v0, Lkotlin/properties/ReadWriteProperty;

    .line 25
    iput-object v0, p0, Lapp/trailmark/logbook/cetp/ArchiveJob;->archived$delegate:Lkotlin/properties/ReadWriteProperty;

    .line 12
    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;Lapp/trailmark/logbook/data/OperationStore;Lapp/trailmark/logbook/data/Journal;Lapp/trailmark/logbook/cetp/JournalSettings;JLkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 8

    invoke-direct/range {p0 .. p6}, Lapp/trailmark/logbook/cetp/ArchiveJob;-><init>(Ljava/lang/String;Lapp/trailmark/logbook/data/OperationStore;Lapp/trailmark/logbook/data/Journal;Lapp/trailmark/logbook/cetp/JournalSettings;J)V

    return-void
.end method

.method public static final synthetic access$getOps$p(Lapp/trailmark/logbook/cetp/ArchiveJob;)Lapp/trailmark/logbook/data/OperationStore;
    .registers 2

    .line 12
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/ArchiveJob;->ops:Lapp/trailmark/logbook/data/OperationStore;

    return-object v0
.end method

.method private final getArchived()I
    .registers 4

    .line 25
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/ArchiveJob;->archived$delegate:Lkotlin/properties/ReadWriteProperty;

    sget-object v1, Lapp/trailmark/logbook/cetp/ArchiveJob;->$$delegatedProperties:[Lkotlin/reflect/KProperty;

    const/4 v2, 0x1

    aget-object v1, v1, v2

    invoke-interface {v0, p0, v1}, Lkotlin/properties/ReadWriteProperty;->getValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Number;

    invoke-virtual {v0}, Ljava/lang/Number;->intValue()I

    move-result v0

    return v0
.end method

.method private final getState()Ljava/lang/String;
    .registers 4

    .line 20
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/ArchiveJob;->state$delegate:Lkotlin/properties/ReadWriteProperty;

    sget-object v1, Lapp/trailmark/logbook/cetp/ArchiveJob;->$$delegatedProperties:[Lkotlin/reflect/KProperty;

    const/4 v2, 0x0

    aget-object v1, v1, v2

    invoke-interface {v0, p0, v1}, Lkotlin/properties/ReadWriteProperty;->getValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    return-object v0
.end method

.method private final setArchived(I)V
    .registers 5

    .line 25
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/ArchiveJob;->archived$delegate:Lkotlin/properties/ReadWriteProperty;

    sget-object v1, Lapp/trailmark/logbook/cetp/ArchiveJob;->$$delegatedProperties:[Lkotlin/reflect/KProperty;

    const/4 v2, 0x1

    aget-object v1, v1, v2

    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    invoke-interface {v0, p0, v1, v2}, Lkotlin/properties/ReadWriteProperty;->setValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;Ljava/lang/Object;)V

    return-void
.end method

.method private final setState(Ljava/lang/String;)V
    .registers 5

    .line 20
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/ArchiveJob;->state$delegate:Lkotlin/properties/ReadWriteProperty;

    sget-object v1, Lapp/trailmark/logbook/cetp/ArchiveJob;->$$delegatedProperties:[Lkotlin/reflect/KProperty;

    const/4 v2, 0x0

    aget-object v1, v1, v2

    invoke-interface {v0, p0, v1, p1}, Lkotlin/properties/ReadWriteProperty;->setValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;Ljava/lang/Object;)V

    return-void
.end method


# virtual methods
.method public final getOperationId()Ljava/lang/String;
    .registers 2

    .line 13
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/ArchiveJob;->operationId:Ljava/lang/String;

    return-object v0
.end method

.method public run()V
    .registers 7

    .line 28
    const-string v1, "running"

    invoke-direct {p0, v1}, Lapp/trailmark/logbook/cetp/ArchiveJob;->setState(Ljava/lang/String;)V

    .line 31
    :cond_0
    :try_start_0
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/ArchiveJob;->ops:Lapp/trailmark/logbook/data/OperationStore;

    iget-object v1, p0, Lapp/trailmark/logbook/cetp/ArchiveJob;->operationId:Ljava/lang/String;

    invoke-virtual {v0, v1}, Lapp/trailmark/logbook/data/OperationStore;->cancelRequested(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 32
    const-string v1, "cancelled"

    invoke-direct {p0, v1}, Lapp/trailmark/logbook/cetp/ArchiveJob;->setState(Ljava/lang/String;)V

    .line 33
    return-void

    .line 35
    :cond_1
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/ArchiveJob;->journal:Lapp/trailmark/logbook/data/Journal;

    iget-wide v1, p0, Lapp/trailmark/logbook/cetp/ArchiveJob;->cutoffMs:J

    const/16 v3, 0xc8

    invoke-interface {v0, v1, v2, v3}, Lapp/trailmark/logbook/data/Journal;->archiveBatch(JI)I

    move-result v5

    .line 36
    invoke-direct {p0}, Lapp/trailmark/logbook/cetp/ArchiveJob;->getArchived()I

    move-result v1

    add-int/2addr v1, v5

    invoke-direct {p0, v1}, Lapp/trailmark/logbook/cetp/ArchiveJob;->setArchived(I)V

    .line 37
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/ArchiveJob;->ops:Lapp/trailmark/logbook/data/OperationStore;

    iget-object v1, p0, Lapp/trailmark/logbook/cetp/ArchiveJob;->operationId:Ljava/lang/String;

    invoke-direct {p0}, Lapp/trailmark/logbook/cetp/ArchiveJob;->getArchived()I

    move-result v2

    invoke-virtual {v0, v1, v2}, Lapp/trailmark/logbook/data/OperationStore;->progress(Ljava/lang/String;I)V

    .line 38
    const/16 v1, 0xc8

    if-ge v5, v1, :cond_0

    goto :goto_0

    .line 40
    :goto_0
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/ArchiveJob;->settings:Lapp/trailmark/logbook/cetp/JournalSettings;

    sget-object v1, Lapp/trailmark/logbook/cetp/Clocks;->INSTANCE:Lapp/trailmark/logbook/cetp/Clocks;

    invoke-virtual {v1}, Lapp/trailmark/logbook/cetp/Clocks;->getWall()Lapp/trailmark/logbook/cetp/Clock;

    move-result-object v1

    invoke-interface {v1}, Lapp/trailmark/logbook/cetp/Clock;->now()J

    move-result-wide v1

    invoke-virtual {v0, v1, v2}, Lapp/trailmark/logbook/cetp/JournalSettings;->setLastArchiveAt(J)V

    .line 41
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/ArchiveJob;->settings:Lapp/trailmark/logbook/cetp/JournalSettings;

    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    invoke-virtual {v0, v1}, Lapp/trailmark/logbook/cetp/JournalSettings;->setLastArchiveBy(I)V

    .line 42
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/ArchiveJob;->ops:Lapp/trailmark/logbook/data/OperationStore;

    iget-object v1, p0, Lapp/trailmark/logbook/cetp/ArchiveJob;->operationId:Ljava/lang/String;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    invoke-direct {p0}, Lapp/trailmark/logbook/cetp/ArchiveJob;->getArchived()I

    move-result v4

    const-string v3, "archived"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v4, "toString(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-virtual {v0, v1, v2}, Lapp/trailmark/logbook/data/OperationStore;->succeed(Ljava/lang/String;Ljava/lang/String;)V
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_1

    .line 43
    :catch_0
    move-exception v5

    .line 44
    iget-object v1, p0, Lapp/trailmark/logbook/cetp/ArchiveJob;->operationId:Ljava/lang/String;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "archive "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, " failed"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    move-object v2, v5

    check-cast v2, Ljava/lang/Throwable;

    const-string v0, "TrailTools"

    invoke-static {v0, v1, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 45
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/ArchiveJob;->ops:Lapp/trailmark/logbook/data/OperationStore;

    iget-object v1, p0, Lapp/trailmark/logbook/cetp/ArchiveJob;->operationId:Ljava/lang/String;

    move-object v3, v5

    check-cast v3, Ljava/lang/Throwable;

    invoke-static {v3}, Lapp/trailmark/logbook/cetp/ErrorsKt;->getPublicReason(Ljava/lang/Throwable;)Ljava/lang/String;

    move-result-object v3

    const-string v2, "INTERNAL_ERROR"

    invoke-virtual {v0, v1, v2, v3}, Lapp/trailmark/logbook/data/OperationStore;->fail(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 47
    :goto_1
    return-void
.end method
