.class public final Landroidx/work/OneTimeWorkRequest;
.super Landroidx/work/WorkRequest;
.source "OneTimeWorkRequest.java"


.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroidx/work/WorkRequest;-><init>()V
    return-void
.end method
