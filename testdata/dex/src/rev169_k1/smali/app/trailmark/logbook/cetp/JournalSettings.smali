.class public final Lapp/trailmark/logbook/cetp/JournalSettings;
.super Ljava/lang/Object;
.source "Prefs.kt"

# interfaces
.implements Lapp/trailmark/logbook/cetp/PrefBacked;


# static fields
.field static final synthetic $$delegatedProperties:[Lkotlin/reflect/KProperty;


# instance fields
.field private final lastArchiveAt$delegate:Lkotlin/properties/ReadWriteProperty;

.field private final lastArchiveBy$delegate:Lkotlin/properties/ReadWriteProperty;

.field private final prefs:Landroid/content/SharedPreferences;


# direct methods
.method static constructor <clinit>()V
    .registers 8

    const/4 v0, 0x2

    new-array v7, v0, [Lkotlin/reflect/KProperty;

    new-instance v2, Lkotlin/jvm/internal/MutablePropertyReference1Impl;

    const-class v3, Lapp/trailmark/logbook/cetp/JournalSettings;

    const-string v4, "lastArchiveAt"

    const-string v5, "getLastArchiveAt()J"

    const/4 v6, 0x0

    invoke-direct {v2, v3, v4, v5, v6}, Lkotlin/jvm/internal/MutablePropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V

    const/4 v1, 0x0

    aput-object v2, v7, v1

    new-instance v2, Lkotlin/jvm/internal/MutablePropertyReference1Impl;

    const-class v3, Lapp/trailmark/logbook/cetp/JournalSettings;

    const-string v4, "lastArchiveBy"

    const-string v5, "getLastArchiveBy()I"

    const/4 v6, 0x0

    invoke-direct {v2, v3, v4, v5, v6}, Lkotlin/jvm/internal/MutablePropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V

    const/4 v1, 0x1

    aput-object v2, v7, v1

    sput-object v7, Lapp/trailmark/logbook/cetp/JournalSettings;->$$delegatedProperties:[Lkotlin/reflect/KProperty;

    return-void
.end method

.method public constructor <init>(Landroid/content/Context;)V
    .registers 7

    const-string v0, "context"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 32
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 33
    const-string v1, "journal"

    const/4 v2, 0x0

    invoke-virtual {p1, v1, v2}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;

    move-result-object v0

    const-string v2, "getSharedPreferences(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    iput-object v0, p0, Lapp/trailmark/logbook/cetp/JournalSettings;->prefs:Landroid/content/SharedPreferences;

    .line 35
    const-string v0, "last_archive_at"

    const-wide/16 v1, 0x0

    const/4 v3, 0x2

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lapp/trailmark/logbook/cetp/PrefsKt;->prefLong$default(Ljava/lang/String;JILjava/lang/Object;)Lkotlin/properties/ReadWriteProperty;

    move-result-object v0

    iput-object v0, p0, Lapp/trailmark/logbook/cetp/JournalSettings;->lastArchiveAt$delegate:Lkotlin/properties/ReadWriteProperty;

    .line 36
    const-string v0, "last_archive_by"

    const/4 v1, 0x0

    const/4 v2, 0x2

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lapp/trailmark/logbook/cetp/PrefsKt;->prefInt$default(Ljava/lang/String;IILjava/lang/Object;)Lkotlin/properties/ReadWriteProperty;

    move-result-object v0

    iput-object v0, p0, Lapp/trailmark/logbook/cetp/JournalSettings;->lastArchiveBy$delegate:Lkotlin/properties/ReadWriteProperty;

    .line 32
    return-void
.end method


# virtual methods
.method public final getLastArchiveAt()J
    .registers 5

    .line 35
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/JournalSettings;->lastArchiveAt$delegate:Lkotlin/properties/ReadWriteProperty;

    sget-object v2, Lapp/trailmark/logbook/cetp/JournalSettings;->$$delegatedProperties:[Lkotlin/reflect/KProperty;

    const/4 v3, 0x0

    aget-object v2, v2, v3

    invoke-interface {v0, p0, v2}, Lkotlin/properties/ReadWriteProperty;->getValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Number;

    invoke-virtual {v0}, Ljava/lang/Number;->longValue()J

    move-result-wide v0

    return-wide v0
.end method

.method public final getLastArchiveBy()I
    .registers 4

    .line 36
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/JournalSettings;->lastArchiveBy$delegate:Lkotlin/properties/ReadWriteProperty;

    sget-object v1, Lapp/trailmark/logbook/cetp/JournalSettings;->$$delegatedProperties:[Lkotlin/reflect/KProperty;

    const/4 v2, 0x1

    aget-object v1, v1, v2

    invoke-interface {v0, p0, v1}, Lkotlin/properties/ReadWriteProperty;->getValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Number;

    invoke-virtual {v0}, Ljava/lang/Number;->intValue()I

    move-result v0

    return v0
.end method

.method public getPrefs()Landroid/content/SharedPreferences;
    .registers 2

    .line 33
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/JournalSettings;->prefs:Landroid/content/SharedPreferences;

    return-object v0
.end method

.method public final setLastArchiveAt(J)V
    .registers 6

    .line 35
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/JournalSettings;->lastArchiveAt$delegate:Lkotlin/properties/ReadWriteProperty;

    sget-object v1, Lapp/trailmark/logbook/cetp/JournalSettings;->$$delegatedProperties:[Lkotlin/reflect/KProperty;

    const/4 v2, 0x0

    aget-object v1, v1, v2

    invoke-static {p1, p2}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    invoke-interface {v0, p0, v1, v2}, Lkotlin/properties/ReadWriteProperty;->setValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;Ljava/lang/Object;)V

    return-void
.end method

.method public final setLastArchiveBy(I)V
    .registers 5

    .line 36
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/JournalSettings;->lastArchiveBy$delegate:Lkotlin/properties/ReadWriteProperty;

    sget-object v1, Lapp/trailmark/logbook/cetp/JournalSettings;->$$delegatedProperties:[Lkotlin/reflect/KProperty;

    const/4 v2, 0x1

    aget-object v1, v1, v2

    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    invoke-interface {v0, p0, v1, v2}, Lkotlin/properties/ReadWriteProperty;->setValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;Ljava/lang/Object;)V

    return-void
.end method
