.class public final Landroidx/work/Data$Builder;
.super Ljava/lang/Object;
.source "Data.java"


.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public build()Landroidx/work/Data;
    .registers 2
    const/4 v0, 0x0
    return-object v0
.end method

.method public putLong(Ljava/lang/String;J)Landroidx/work/Data$Builder;
    .registers 4
    return-object p0
.end method

.method public putString(Ljava/lang/String;Ljava/lang/String;)Landroidx/work/Data$Builder;
    .registers 3
    return-object p0
.end method
