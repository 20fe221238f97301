.class public final Lapp/trailmark/logbook/cetp/PrefsKt;
.super Ljava/lang/Object;
.source "Prefs.kt"


# direct methods
.method public static final prefInt(Ljava/lang/String;I)Lkotlin/properties/ReadWriteProperty;
    .registers 4

    const-string v1, "key"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 23
    new-instance v0, Lapp/trailmark/logbook/cetp/PrefsKt$prefInt$1;

    invoke-direct {v0, p0, p1}, Lapp/trailmark/logbook/cetp/PrefsKt$prefInt$1;-><init>(Ljava/lang/String;I)V

    check-cast v0, Lkotlin/properties/ReadWriteProperty;

    .line 29
    return-object v0
.end method

.method public static synthetic prefInt$default(Ljava/lang/String;IILjava/lang/Object;)Lkotlin/properties/ReadWriteProperty;
    .registers 5

    .line 22
    and-int/lit8 v0, p2, 0x2

    if-eqz v0, :cond_0

    const/4 p1, -0x1

    :cond_0
    invoke-static {p0, p1}, Lapp/trailmark/logbook/cetp/PrefsKt;->prefInt(Ljava/lang/String;I)Lkotlin/properties/ReadWriteProperty;

    move-result-object v0

    return-object v0
.end method

.method public static final prefLong(Ljava/lang/String;J)Lkotlin/properties/ReadWriteProperty;
    .registers 5

    const-string v1, "key"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 14
    new-instance v0, Lapp/trailmark/logbook/cetp/PrefsKt$prefLong$1;

    invoke-direct {v0, p0, p1, p2}, Lapp/trailmark/logbook/cetp/PrefsKt$prefLong$1;-><init>(Ljava/lang/String;J)V

    check-cast v0, Lkotlin/properties/ReadWriteProperty;

    .line 20
    return-object v0
.end method

.method public static synthetic prefLong$default(Ljava/lang/String;JILjava/lang/Object;)Lkotlin/properties/ReadWriteProperty;
    .registers 6

    .line 13
    and-int/lit8 v0, p3, 0x2

    if-eqz v0, :cond_0

    const-wide/16 p1, 0x0

    :cond_0
    invoke-static {p0, p1, p2}, Lapp/trailmark/logbook/cetp/PrefsKt;->prefLong(Ljava/lang/String;J)Lkotlin/properties/ReadWriteProperty;

    move-result-object v0

    return-object v0
.end method
