.class public final Lcom/kitelog/CsvExporter;
.super Ljava/lang/Object;
.source "Data.kt"

# interfaces
.implements Lcom/kitelog/Exporter;


.method public constructor <init>()V
    .registers 1
    .line 68
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public export(Ljava/util/List;)Ljava/lang/String;
    .registers 11
    const-string v1, "rows"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 70
    invoke-interface {v10}, Ljava/util/List;->isEmpty()Z
    move-result v0
    if-eqz v0, :L25
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "no spots in /data/data/com.kitelog/databases/spots.db"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :L25
    .line 71
    const-string v1, "\n"
    const/4 v2, 0x0
    const/4 v3, 0x0
    const/4 v4, 0x0
    const/4 v5, 0x0
    const/4 v6, 0x0
    const/16 v7, 0x3e
    const/4 v8, 0x0
    move-object v0, v10
    invoke-static/range {v0 .. v8}, Lkotlin/collections/CollectionsKt;->joinToString$default(Ljava/lang/Iterable;Ljava/lang/CharSequence;Ljava/lang/CharSequence;Ljava/lang/CharSequence;ILjava/lang/CharSequence;Lkotlin/jvm/functions/Function1;ILjava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

