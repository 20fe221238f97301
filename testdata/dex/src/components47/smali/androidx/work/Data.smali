.class public final Landroidx/work/Data;
.super Ljava/lang/Object;
.source "Data.java"


.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public getLong(Ljava/lang/String;J)J
    .registers 6
    const-wide/16 v0, 0x0
    return-wide v0
.end method

.method public getString(Ljava/lang/String;)Ljava/lang/String;
    .registers 3
    const/4 v0, 0x0
    return-object v0
.end method
