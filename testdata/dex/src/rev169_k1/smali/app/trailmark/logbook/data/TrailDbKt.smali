.class public final Lapp/trailmark/logbook/data/TrailDbKt;
.super Ljava/lang/Object;
.source "TrailDb.kt"


# direct methods
.method public static final getTrailDb(Landroid/content/Context;)Lapp/trailmark/logbook/data/TrailDb;
    .registers 3

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 43
    sget-object v0, Lapp/trailmark/logbook/data/TrailDb;->Companion:Lapp/trailmark/logbook/data/TrailDb$Companion;

    invoke-virtual {v0, p0}, Lapp/trailmark/logbook/data/TrailDb$Companion;->of(Landroid/content/Context;)Lapp/trailmark/logbook/data/TrailDb;

    move-result-object v0

    return-object v0
.end method
